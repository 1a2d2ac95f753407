import { readFile } from "node:fs/promises";
import { expect, expectAccessible, test } from "./fixtures.ts";
import { DepositReportPage } from "./pages/deposit-report-page.ts";
import { LoginPage } from "./pages/login-page.ts";
import { TransactionsListPage } from "./pages/transactions-page.ts";
import { demoAccount } from "../src/demo-accounts.ts";

/**
 * The seed's orders spread over the last 90 days (docs/product/demo-and-production.md): the last 30
 * hold deposits.
 */
test("the deposit report shows the money of the transactions list by day and account, and downloads as CSV", async ({ page }) => {
  await new LoginPage(page).signInAndLand(demoAccount("school"), "school");
  // The transactions list's last 30 days up to yesterday (other tests sell today, at the same
  // time), and their total received.
  const list = new TransactionsListPage(page);
  await list.goto();
  const { from, to: today } = await list.shownRange();
  const to = new Date(Date.parse(`${today}T12:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
  await list.goto("school", `?from=${from}&to=${to}`);
  await expect(list.to()).toHaveValue(to);
  await expect(list.totals()).toContainText(/received/);
  const received = /(\$[\d,]+\.\d{2}) received/.exec((await list.totals().textContent()) ?? "")?.[1];
  expect(received).toBeDefined();

  // The report of the same days: a table per day, and a grand total equal to the list's.
  const report = new DepositReportPage(page);
  await report.goto("school", { from, to });
  await expect(report.days().first()).toBeVisible();
  await expect(report.days().first().getByRole("table")).toContainText(/\$[\d,]+\.\d{2}/);
  await expect(report.grandTotal()).toHaveText(received!);
  await expectAccessible(page);

  // The CSV of the same days, reached by keyboard.
  await report.downloadLink().focus();
  const [download] = await Promise.all([page.waitForEvent("download"), page.keyboard.press("Enter")]);
  expect(download.suggestedFilename()).toBe(`deposit-report-${from}-to-${to}.csv`);
  const lines = (await readFile(await download.path(), "utf8")).trimEnd().split("\r\n");
  expect(lines[0]).toBe("date,settlement_account,account,account_name,sub_account,sub_account_name,card,cash,check,total");
  expect(lines.length).toBeGreaterThan(1);
  const fileTotal = lines.slice(1).reduce((sum, line) => sum + Math.round(Number(line.split(",").at(-1)) * 100), 0);
  expect(`$${(fileTotal / 100).toLocaleString("en-US", { minimumFractionDigits: 2 })}`).toBe(received);

  // Printing leaves the navigation and the buttons off the page.
  await page.emulateMedia({ media: "print" });
  await expect(report.printButton()).toBeHidden();
  await expect(page.getByRole("navigation", { name: "Main navigation" })).toBeHidden();
  await expect(report.grandTotal()).toBeVisible();
  await page.emulateMedia({ media: "screen" });
  await expect(report.printButton()).toBeVisible();
});
