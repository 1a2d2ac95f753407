import { demoAccount } from "@paydesk/tests/demo-accounts";
import { formatCents, simulatedFees } from "@paydesk/domain";
import { expect, expectAccessible, test } from "./fixtures.ts";
import { ExternalItemsPage } from "./pages/external-items-page.ts";
import { signIn } from "./pages/login-page.ts";
import { TerminalCartPage, TerminalOfficePage, TerminalPaymentStep, expectReceipt } from "./pages/terminal-pages.ts";

/**
 * External items end to end (docs/product/terminal.md, External items): the school admin finds
 * Jamie Parker's fees in Synergy (the built-in SIS simulator, over HTTP on the app's own port),
 * adds one in full and one in part, and pays them in cash; the receipt follows.
 */
const SCHOOL = demoAccount("school");

test("find a student's external fees and pay them", async ({ page }) => {
  test.setTimeout(180_000);
  const [full, partial] = simulatedFees("synergy", "LHS-1001")!;
  await signIn(page, SCHOOL);
  await new TerminalOfficePage(page).emptyCart();

  const external = new ExternalItemsPage(page);
  await external.goto();
  await external.find();
  await expect(page.getByText("Please select plugin and student.")).toBeVisible();

  await external.choosePlugin("Synergy");
  await external.chooseStudent("Jamie Parker");
  await external.find();
  await expect(page.getByText("Fees of Jamie Parker (LHS-1001)")).toBeVisible();
  // A header row and one row per fee; Synergy shows the priority.
  await expect(external.rows()).toHaveCount(simulatedFees("synergy", "LHS-1001")!.length + 1);
  await expect(page.getByRole("columnheader", { name: "Priority" })).toBeVisible();
  await expectAccessible(page);

  await external.add(full!.title);
  await external.add(partial!.title, "5.00");
  await expectAccessible(page);

  await external.openCart();
  const cart = new TerminalCartPage(page);
  await expect(cart.lines()).toHaveCount(2);
  await cart.checkOut();
  const payment = new TerminalPaymentStep(page);
  await payment.chooseMethod("Cash");
  await payment.payerAndPostalCode("Pat Parker", "62701");
  await payment.placeAndConfirm(formatCents(full!.amountCents + 500));
  await expectReceipt(page, { payer: "Pat Parker", payments: 1 });
});

test("the school's student information systems: Synergy and ASB Works in use, each paid to a settlement account", async ({ page }) => {
  await signIn(page, SCHOOL);
  await page.goto("/school/settings/student-information-systems");
  await expect(page.getByRole("heading", { name: "Student information systems", level: 1 })).toBeVisible();
  const table = page.getByRole("table", { name: "Student information systems" });
  await expect(table.getByRole("row", { name: /^Synergy In use/ })).toBeVisible();
  await expect(table.getByRole("row", { name: /^ASB Works In use/ })).toBeVisible();
  await expect(table.getByRole("row", { name: /^PowerSchool Not used/ })).toBeVisible();
  await expect(page.getByRole("combobox", { name: "Settlement account for Synergy", exact: true })).toHaveValue("Lincoln High General Fund");
});
