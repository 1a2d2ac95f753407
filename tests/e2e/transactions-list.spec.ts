import { demoAccount } from "@paydesk/tests/demo-accounts";
import { expect, test } from "./fixtures.ts";
import { signIn } from "./pages/login-page.ts";
import { TransactionsListPage } from "./pages/transactions-page.ts";

const SCHOOL = demoAccount("school");

/**
 * The seed's orders spread over the last 90 days (docs/product/demo-and-production.md), so the
 * default 30 days is not empty.
 */
test("filter the transactions list, export it, and open a transaction's detail", async ({ page }) => {
  await signIn(page, SCHOOL);
  const list = new TransactionsListPage(page);
  await list.goto();
  await expect(list.rows().first()).toBeVisible();
  await expect(list.totals()).toContainText(/\d+ transactions?, \$[\d,]+\.\d{2} received/);
  // The default range is filled in from the server's answer: the last 30 days.
  await expect(list.from()).toHaveValue(/^\d{4}-\d{2}-\d{2}$/);

  // Search by order id: exactly that order.
  const [firstId] = await list.orderIds();
  await list.search().fill(`#${firstId}`);
  await expect.poll(() => list.orderIds()).toEqual([firstId]);
  await expect(list.totals()).toContainText("1 transaction,");
  // The settled search is in the address, so a reload keeps it.
  await expect(page).toHaveURL(new RegExp(`[?&]q=%23${firstId}(&|$)`));
  await page.reload();
  await expect(list.search()).toHaveValue(`#${firstId}`);
  await expect.poll(() => list.orderIds()).toEqual([firstId]);
  await list.search().fill("");
  await expect.poll(async () => (await list.orderIds()).length).toBeGreaterThan(1);

  // The method filter keeps only cash payments.
  await list.chooseMethod("Cash");
  await expect(page).toHaveURL(/method=CASH/);
  await expect.poll(async () => (await list.rows().allTextContents()).every((text) => text.includes("Cash"))).toBe(true);
  // Its totals are the cash tenders alone: nothing of the card or check part of an order counts.
  await expect(page.getByTestId("transaction-totals-by-method")).toContainText("card $0.00");
  await expect(page.getByTestId("transaction-totals-by-method")).toContainText("check $0.00");
  await expect(list.exportLink()).toHaveAttribute("href", /\/school\/reports\/txn\/export\.csv\?.*method=cash/);
  const csv = await page.request.get((await list.exportLink().getAttribute("href"))!);
  expect(csv.status()).toBe(200);
  expect((await csv.text()).split("\r\n")[0]).toMatch(/^order_id,txn_date,payor,payor_email,student_external_id,student_name,item_code,title,category,account,/);

  // Each row opens the transaction's detail page.
  const [cashId] = await list.orderIds();
  await list.row(cashId!).getByRole("link", { name: `#${cashId}` }).click();
  await expect(page).toHaveURL(new RegExp(`/school/reports/txn/${cashId}$`));
  await expect(page.getByRole("heading", { level: 1, name: `Transaction ${cashId}` })).toBeVisible();
});

test("changing From leaves To where it was", async ({ page }) => {
  await signIn(page, SCHOOL);
  const list = new TransactionsListPage(page);
  await list.goto();
  const shown = await list.shownRange();
  // A week later than the default From, still before To.
  const later = new Date(`${shown.from}T00:00:00Z`);
  later.setUTCDate(later.getUTCDate() + 7);
  const from = later.toISOString().slice(0, 10);
  await list.from().fill(from);
  await expect(page).toHaveURL(new RegExp(`[?&]from=${from}(&|$)`));
  await expect(list.from()).toHaveValue(from);
  await expect(list.to()).toHaveValue(shown.to);
  await expect(page).toHaveURL(new RegExp(`[?&]to=${shown.to}(&|$)`));
});
