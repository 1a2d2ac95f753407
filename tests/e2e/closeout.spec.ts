import { demoAccount } from "../src/demo-accounts.ts";
import { expect, expectAccessible, test } from "./fixtures.ts";
import { CloseoutDayPage, CloseoutListPage, CloseoutSheetPage, typed } from "./pages/closeout-pages.ts";
import { newOfficeClerk } from "./pages/clerk.ts";
import { LoginPage } from "./pages/login-page.ts";
import { cashSale } from "./pages/terminal-sale.ts";

/**
 * The office clerk takes a cash sale at the terminal, then closes out the day $2.00 short: the
 * page lists the day's cash and checks, says the difference in words as the figures are typed,
 * keeps the close-out and opens its printable sheet with a CSV; the school's administrator finds
 * it in the close-outs list.
 */
test("a cash sale, then closing out the day with a difference", async ({ page, browser, baseURL, playwright }, info) => {
  // A clerk of the test's own: the day is theirs alone to close, whoever else sells today.
  const clerk = await newOfficeClerk(playwright, info, { firstName: "Dora", lastName: "Daybook" });
  await new LoginPage(page).signInAndLand(clerk, "school");
  const day = new CloseoutDayPage(page);
  await day.goto();
  const before = await day.expected(day.expectedCash());

  await cashSale(page.request, "closeout");
  await page.reload();
  // The $18.00 sale is in the drawer's expected cash.
  await expect.poll(async () => day.expected(day.expectedCash())).toEqual({ count: before.count + 1, cents: before.cents + 1800 });
  const cash = await day.expected(day.expectedCash());
  const checks = await day.expected(day.expectedChecks());

  // Typing keyboard-only: the difference follows in words.
  await day.cashCounted().focus();
  await page.keyboard.type(typed(cash.cents - 200));
  await page.keyboard.press("Tab");
  await page.keyboard.type(typed(checks.cents));
  await page.keyboard.press("Tab");
  await page.keyboard.type(String(checks.count));
  await expect(day.difference()).toContainText("Cash: Short by $2.00");
  await expect(day.difference()).toContainText("Checks: Balanced");
  await expect(day.difference()).toContainText("In all: Short by $2.00");
  await day.note().fill("Two dollars short, recounted twice");
  await day.save().click();

  const sheet = new CloseoutSheetPage(page);
  await expect(sheet.sheet()).toBeVisible();
  await expect(page).toHaveURL(/\/school\/virtual-terminal\/closeout\/\d+$/);
  await expect(sheet.difference()).toHaveText("Short by $2.00");
  await expect(sheet.sheet()).toContainText("Two dollars short, recounted twice");
  const csv = await page.request.get((await sheet.csvLink().getAttribute("href"))!);
  expect(csv.status()).toBe(200);
  const [header, row] = (await csv.text()).split("\r\n");
  expect(header).toMatch(/^closeout_id,day,staff,staff_email,closed_at,/);
  expect(row).toContain(`${sheet.id()},`);
  expect(row).toContain(",-2.00,");

  // Back on the day's page, it says the day is closed, with the sheet a click away.
  await day.goto();
  await expect(page.getByTestId("closeout-done")).toContainText("Short by $2.00");

  // The school's administrator (the transactions permission) finds it in the list.
  const adminContext = await browser.newContext({ baseURL });
  const admin = await adminContext.newPage();
  await new LoginPage(admin).signInAndLand(demoAccount("school"), "school");
  const list = new CloseoutListPage(admin);
  await list.goto();
  await expect(list.rows().filter({ hasText: `${clerk.firstName} ${clerk.lastName}` }).first()).toContainText("Short by $2.00");
  await expectAccessible(admin);
  await adminContext.close();
});
