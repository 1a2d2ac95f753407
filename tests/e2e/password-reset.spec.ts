/**
 * The e-mailed reset link, end to end through real SMTP: the run's app sends its mail to the run's
 * SMTP receiver (mail-sink.ts, started beside the app by playwright.config.ts), so the link is read
 * from the message as delivered, exactly as a person would get it. Each test mails an
 * administrator it made, so the messages of other tests never match.
 */
import { demoAccount } from "@paydesk/tests/demo-accounts";
import type { APIRequestContext } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { ACL_MESSAGES, PASSWORD_MESSAGES, RESET_MESSAGES } from "@paydesk/validators";
import { MailSink, REFUSED_MAIL_DOMAIN } from "./mail-sink.ts";
import { AdminApi, AdministratorsPage, uniqueAdminEmail } from "./pages/administrators-page.ts";
import { LoginPage, signIn } from "./pages/login-page.ts";
import { ForgotPasswordPage, ResetPasswordPage, resetLinkIn } from "./pages/password-reset-page.ts";

const SCHOOL = demoAccount("school");

/** An administrator of Lincoln High School made for this test, with a known password. */
async function newAdmin(
  playwright: { request: { newContext(o: { baseURL: string }): Promise<APIRequestContext> } },
  origin: string,
  tag: string,
  domain?: string,
) {
  const request = await playwright.request.newContext({ baseURL: origin });
  const api = new AdminApi(request);
  await api.signIn(SCHOOL.email, SCHOOL.password);
  const made = uniqueAdminEmail(tag);
  const email = domain ? made.replace(/@.*$/, `@${domain}`) : made;
  const companyId = await api.companyId();
  await api.createAdmin(
    "school",
    { companyId, roleIds: [3], firstName: "Reset", lastName: "Target", email, applications: ["school"] },
    "Old-Pass-123",
  );
  await request.dispose();
  return { email, name: "Reset Target", password: "Old-Pass-123" };
}

// Each test mails an administrator of its own: the tests run side by side on any worker.
test.describe.configure({ mode: "parallel" });

test("an administrator e-mails a reset link; it opens the reset page and works once", async ({ page, browser, baseURL, playwright }) => {
  const origin = baseURL!;
  const mail = new MailSink(page.request);
  const target = await newAdmin(playwright, origin, "reset-link");

  await signIn(page, SCHOOL);
  const list = new AdministratorsPage(page);
  await list.goto("school");
  const menu = await list.rowMenu(target.email, target.name);
  await menu.getByRole("menuitem", { name: "Send password reset link" }).click();
  await expect(list.dialog()).toContainText(target.email);
  await list.dialog().getByRole("button", { name: "Send link" }).click();
  await expect(page.getByText(`A password reset link has been sent to ${target.email}.`)).toBeVisible();

  const message = await mail.waitFor(target.email);
  expect(message.subject).toBe("Reset your PayDesk password");
  const link = resetLinkIn(message.text);
  expect(link.startsWith(`${origin}/login/reset/`)).toBe(true);

  // The recipient opens it in their own browser.
  const context = await browser.newContext({ baseURL: origin });
  const inbox = await context.newPage();
  const reset = new ResetPasswordPage(inbox);
  await reset.open(link);
  await reset.expectForm(target.email);
  await reset.newPassword().fill("abc");
  await reset.confirm().fill("abd");
  await reset.submit().click();
  await expect(inbox.getByText(PASSWORD_MESSAGES.tooShort)).toBeVisible();
  await expect(inbox.getByText(PASSWORD_MESSAGES.mismatch)).toBeVisible();
  await reset.newPassword().fill("Linked-Pass-88");
  await expect(inbox.getByTestId("strength-meter")).toBeVisible();
  await reset.confirm().fill("Linked-Pass-88");
  await reset.submit().click();

  await expect(inbox).toHaveURL(/\/login$/);
  await expect(inbox.getByText(RESET_MESSAGES.done)).toBeVisible();
  const login = new LoginPage(inbox);
  await login.signIn({ email: target.email, password: target.password });
  await expect(login.error()).toBeVisible();
  await login.signIn({ email: target.email, password: "Linked-Pass-88" });
  await expect(inbox).toHaveURL(/\/school$/);

  // Single use.
  await reset.open(link);
  await expect(reset.invalid()).toHaveText(RESET_MESSAGES.invalidLink);
  await context.close();
});

test("the sign-in page leads to the forgot-password form, and its link resets the password", async ({ page, baseURL, playwright }) => {
  const target = await newAdmin(playwright, baseURL!, "forgot");
  const login = new LoginPage(page);
  await login.goto();
  await page.getByLabel("E-mail address").fill(target.email);
  await page.getByRole("link", { name: "Forgot your password?" }).click();
  await expect(page).toHaveURL(/\/login\/forgot/);

  const forgot = new ForgotPasswordPage(page);
  await expect(forgot.email()).toHaveValue(target.email);
  await forgot.submit().click();
  await expect(forgot.sent()).toContainText(RESET_MESSAGES.sent);

  const message = await new MailSink(page.request).waitFor(target.email);
  const reset = new ResetPasswordPage(page);
  await reset.open(resetLinkIn(message.text));
  await reset.expectForm(target.email);
  await reset.newPassword().fill("Forgot-Pass-55");
  await reset.confirm().fill("Forgot-Pass-55");
  await reset.submit().click();
  await expect(page.getByText(RESET_MESSAGES.done)).toBeVisible();
  await login.signIn({ email: target.email, password: "Forgot-Pass-55" });
  await expect(page).toHaveURL(/\/school$/);
});

test("'Coult not send e-mail.' to an administrator when the mail server refuses; the public form answers as always", async ({
  page,
  baseURL,
  playwright,
}) => {
  // The mail server refuses every recipient at this domain (a 550 at RCPT TO).
  const target = await newAdmin(playwright, baseURL!, "refused", REFUSED_MAIL_DOMAIN);
  await signIn(page, SCHOOL);
  const list = new AdministratorsPage(page);
  await list.goto("school");

  const menu = await list.rowMenu(target.email, target.name);
  await menu.getByRole("menuitem", { name: "Send password reset link" }).click();
  await list.dialog().getByRole("button", { name: "Send link" }).click();
  await expect(page.getByTestId("reset-link-error")).toHaveText(ACL_MESSAGES.couldNotSendEmail);

  await page.context().clearCookies();
  await page.goto(`/login/forgot?email=${encodeURIComponent(target.email)}`);
  const forgot = new ForgotPasswordPage(page);
  await forgot.submit().click();
  // Only an address with an account can fail to be mailed: the public form keeps its one answer.
  await expect(forgot.sent()).toContainText(RESET_MESSAGES.sent);
  await expect(forgot.error()).toHaveCount(0);
});

test("a made-up link shows that it does not work, with a way to ask for a new one", async ({ page }) => {
  const reset = new ResetPasswordPage(page);
  await reset.open(`/login/reset/${"x".repeat(43)}`);
  await expect(reset.invalid()).toHaveText(RESET_MESSAGES.invalidLink);
  await page.getByRole("link", { name: "Ask for a new link" }).click();
  await expect(page).toHaveURL(/\/login\/forgot$/);
});
