import { demoAccount } from "@paydesk/tests/demo-accounts";
import { expect, test } from "./fixtures.ts";
import { AppShell } from "./pages/app-shell.ts";
import { OutboxPage } from "./pages/control-page.ts";
import { signIn, signInAndOpen } from "./pages/login-page.ts";
import { UsersReportPage } from "./pages/transactions-page.ts";

const SCHOOL = demoAccount("school");
const CONTROL = demoAccount("control");
// The office account's password is not touched: a reset link changes nothing until it is used.
const OFFICE = "office@demo.test";

test("the users report sends a password reset link, which lands in the outbox", async ({ page, browser, baseURL }) => {
  await signInAndOpen(page, SCHOOL, "school");
  await new AppShell(page).nav().getByRole("link", { name: "Users report" }).click();
  const report = new UsersReportPage(page);
  await expect(page.getByRole("heading", { name: "Users report", level: 1 })).toBeVisible();
  // Parents are in the report beside administrators. Found by a search: the first page holds
  // whoever sorts first, which the accounts other tests make can change.
  await expect(report.rows().first()).toBeVisible();
  await report.search().fill("parent@demo");
  await expect(report.row("parent@demo.test")).toBeVisible();

  await report.search().fill("office@demo");
  await expect.poll(async () => (await report.rows().allTextContents()).length).toBe(1);
  await expect(report.row(OFFICE)).toContainText("Lincoln High School");
  await report.row(OFFICE).getByRole("button", { name: `Send reset link to ${OFFICE}` }).click();
  await expect(report.dialog()).toContainText(OFFICE);
  await report.dialog().getByRole("button", { name: "Send link" }).click();
  await expect(page.getByText("A password reset link has been sent.")).toBeVisible();
  await expect(report.dialog()).toHaveCount(0);

  const control = await browser.newPage({ baseURL });
  try {
    await signIn(control, CONTROL);
    const outbox = new OutboxPage(control);
    await outbox.goto();
    await outbox.recipient().fill(OFFICE);
    await expect
      .poll(async () => (await outbox.rows().allTextContents()).every((text) => text.includes(OFFICE)))
      .toBe(true);
    await expect(outbox.rows().first()).toContainText("Reset your PayDesk password");
  } finally {
    await control.close();
  }
});
