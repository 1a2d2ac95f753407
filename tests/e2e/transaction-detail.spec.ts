import { demoAccount } from "@paydesk/tests/demo-accounts";
import { TXN_DETAIL_MESSAGES } from "@paydesk/validators";
import { expect, expectAccessible, test } from "./fixtures.ts";
import { signIn } from "./pages/login-page.ts";
import { checkSale } from "./pages/terminal-sale.ts";
import { TransactionDetailPage } from "./pages/transaction-detail-page.ts";

/**
 * Transaction detail (docs/product/reports-and-time-zones.md): edit a payor with the update memo, see the
 * change in the previous updates, undo it (stored flag, reload, "Update was successfully
 * cancelled."), and an undo the server refuses shows its message. The order is a real check sale
 * at Lincoln's terminal.
 */
const SCHOOL = demoAccount("school");

// Sign-in (argon2), a checkout and an axe audit of every page on a shared two-core machine.
test.describe.configure({ timeout: 180_000 });

test("edit a payor and undo it", async ({ page }) => {
  await signIn(page, SCHOOL);
  const { orderId } = await checkSale(page.request, String(6000 + Math.floor(Math.random() * 3000)));
  const detail = new TransactionDetailPage(page);
  await detail.open("school", orderId);
  await expect(detail.payorField("name")).toHaveText("Chuck Check");
  await expect(detail.itemRows()).toHaveCount(1);

  // Expand all shows the item's details; Collapse all hides them.
  await page.getByRole("button", { name: "Expand all" }).click();
  await expect(page.getByTestId("item-details").first()).toBeVisible();
  await expect(page.getByTestId("item-details").first()).toContainText("Unit price");
  await page.getByRole("button", { name: "Collapse all" }).click();
  await expect(page.getByTestId("item-details")).toBeHidden();

  // Close leaves the form without saving.
  await detail.payorPanel().getByRole("button", { name: "Edit" }).click();
  await page.getByRole("form", { name: "Edit payor details" }).getByRole("textbox", { name: "City", exact: true }).fill("Nowhere");
  await page.getByRole("button", { name: "Close" }).click();
  await expect(detail.payorField("city")).toHaveText("—");

  await detail.editPayor({ Name: "Charles Check", City: "Shelbyville" }, "Payer called to fix the name");
  await expect(page.getByText(TXN_DETAIL_MESSAGES.saved)).toBeVisible();
  await expect(detail.payorField("name")).toHaveText("Charles Check");
  await expect(detail.payorField("city")).toHaveText("Shelbyville");
  await expect(detail.changeRows()).toHaveCount(2);
  await expect(detail.changeRows().filter({ hasText: "Payor name" })).toContainText("Chuck Check → Charles Check");
  await expect(detail.changeRows().filter({ hasText: "Payor name" })).toContainText("Payer called to fix the name");
  await expectAccessible(page);

  await detail.undo("Payor name");
  await expect(detail.undoSuccess()).toHaveText(TXN_DETAIL_MESSAGES.undone);
  await expect(detail.payorField("name")).toHaveText("Chuck Check");
  await expect(detail.payorField("city")).toHaveText("Shelbyville");
  await expect(detail.changeRows()).toHaveCount(3);
  await expect(detail.changeRows().filter({ hasText: "Undone" })).toHaveCount(1);
  // The undo names the change it took back in words, not by an internal number.
  await expect(detail.changeRows().filter({ hasText: "Undid the change made" })).toHaveCount(1);
  await expect(page.getByText(/Undo of update #/)).toHaveCount(0);

  // The flag is read once: a plain reload shows no message.
  await page.reload();
  await expect(detail.payorField("name")).toHaveText("Chuck Check");
  await expect(detail.undoSuccess()).toHaveCount(0);
});

test("an undo the server refuses shows its message", async ({ page }) => {
  await signIn(page, SCHOOL);
  const { orderId } = await checkSale(page.request, String(6000 + Math.floor(Math.random() * 3000)));
  const detail = new TransactionDetailPage(page);
  await detail.open("school", orderId);
  await detail.editPayor({ Name: "Second Name" }, "first fix");
  await expect(detail.changeRows()).toHaveCount(1);
  // A later change of the same field, made elsewhere while this page is open.
  const later = await page.request.post(`/school/reports/txn/${orderId}/update`, { data: { payor: { name: "Third Name" }, memo: "elsewhere" } });
  expect(later.status()).toBe(200);
  await detail.undo("Second Name");
  await expect(page.getByText(TXN_DETAIL_MESSAGES.undoConflict)).toBeVisible();
  await expect(detail.undoSuccess()).toHaveCount(0);
});
