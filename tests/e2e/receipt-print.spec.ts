import { expect, test } from "./fixtures.ts";
import { newOfficeClerk } from "./pages/clerk.ts";
import { type Account, LoginPage } from "./pages/login-page.ts";
import { ReceiptPage } from "./pages/receipt-page.ts";
import { checkSale } from "./pages/terminal-sale.ts";

/**
 * A printed receipt is the receipt (app/print.css): the page's title and notices, its buttons and
 * the app's header and navigation stay on the screen. Checked in print media on the terminal's
 * success page and on the print page, for an order paid through the real checkout call.
 */
let OFFICE: Account;
test.beforeAll(async ({ playwright }, info) => {
  OFFICE = await newOfficeClerk(playwright, info);
});

test.describe.configure({ timeout: 180_000 });

test("printing the success page or the print page prints the receipt alone", async ({ page }) => {
  await new LoginPage(page).signInAndLand(OFFICE, "school");
  const { orderId } = await checkSale(page.request, String(7000 + Math.floor(Math.random() * 2000)), "Pru Print");
  const receipt = new ReceiptPage(page);

  await page.goto(`/school/virtual-terminal/success?order_id=${orderId}`);
  await receipt.expectLoaded(orderId);
  const screenOnly = [
    page.getByRole("heading", { name: "Payment received", level: 1 }),
    page.getByRole("link", { name: "New sale" }),
    page.getByRole("link", { name: "Printable receipt" }),
    page.getByTestId("payment-success"),
    receipt.printButton(),
    receipt.pdfLink(),
    page.getByRole("navigation", { name: "Main navigation" }),
    page.getByRole("button", { name: "Sign out" }),
  ];
  for (const element of screenOnly) await expect(element).toBeVisible();

  await page.emulateMedia({ media: "print" });
  for (const element of screenOnly) await expect(element).toBeHidden();
  await expect(receipt.receipt()).toBeVisible();
  await expect(page.getByRole("heading", { name: `Receipt for order ${orderId}` })).toBeVisible();
  await expect(page.getByTestId("receipt-payer")).toHaveText("Pru Print");

  await page.emulateMedia({ media: "screen" });
  await page.goto(`/school/virtual-terminal/print-receipt/${orderId}`);
  await receipt.expectLoaded(orderId);
  const description = page.getByText("Print it, download it as a PDF, or e-mail it to the payer.");
  await expect(description).toBeVisible();
  await page.emulateMedia({ media: "print" });
  await expect(description).toBeHidden();
  await expect(page.getByRole("heading", { name: "Receipt", exact: true, level: 1 })).toBeHidden();
  await expect(receipt.printButton()).toBeHidden();
  await expect(page.getByLabel("E-mail the receipt")).toBeHidden();
  await expect(receipt.receipt()).toBeVisible();
  await expect(receipt.lines()).toHaveCount(1);
});
