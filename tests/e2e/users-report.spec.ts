import { demoAccount } from "@paydesk/tests/demo-accounts";
import { expect, test } from "./fixtures.ts";
import { AppShell } from "./pages/app-shell.ts";
import { OutboxPage } from "./pages/control-page.ts";
import { signIn, signInAndOpen } from "./pages/login-page.ts";
import { administratorLike } from "./pages/own-account.ts";
import { UsersReportPage } from "./pages/transactions-page.ts";

const SCHOOL = demoAccount("school");
const CONTROL = demoAccount("control");

test("the users report sends a password reset link, which lands in the outbox", async ({
  page,
  browser,
  baseURL,
  playwright,
}, testInfo) => {
  // The link goes to an administrator of this run: reset requests are limited per address and hour,
  // so a shared demo account would refuse the link once the suite ran a few times in an hour
  // against the same server.
  const { email: staff } = await administratorLike(playwright, testInfo, "school", "school", {
    firstName: "Rhea",
    lastName: "Port",
  });
  await signInAndOpen(page, SCHOOL, "school");
  await new AppShell(page).nav().getByRole("link", { name: "Users report" }).click();
  const report = new UsersReportPage(page);
  await expect(page.getByRole("heading", { name: "Users report", level: 1 })).toBeVisible();
  // Parents are in the report beside administrators. Found by a search: the first page holds
  // whoever sorts first, which the accounts other tests make can change.
  await expect(report.rows().first()).toBeVisible();
  await report.search().fill("parent@demo");
  await expect(report.row("parent@demo.test")).toBeVisible();

  await report.search().fill(staff);
  await expect.poll(async () => (await report.rows().allTextContents()).length).toBe(1);
  await expect(report.row(staff)).toContainText("Lincoln High School");
  await report
    .row(staff)
    .getByRole("button", { name: `Send reset link to ${staff}` })
    .click();
  await expect(report.dialog()).toContainText(staff);
  await report.dialog().getByRole("button", { name: "Send link" }).click();
  await expect(page.getByText("A password reset link has been sent.")).toBeVisible();
  await expect(report.dialog()).toHaveCount(0);

  const control = await browser.newPage({ baseURL });
  try {
    await signIn(control, CONTROL);
    const outbox = new OutboxPage(control);
    await outbox.goto();
    await outbox.recipient().fill(staff);
    await expect.poll(async () => (await outbox.rows().allTextContents()).every((text) => text.includes(staff))).toBe(true);
    await expect(outbox.rows().first()).toContainText("Reset your PayDesk password");
  } finally {
    await control.close();
  }
});
