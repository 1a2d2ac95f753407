/**
 * The e-mailed reset link, end to end through real SMTP: this file starts its own PayDesk server
 * (own database, SMTP_URL pointing at an SMTP server inside this test process), so the link is
 * read from the message as delivered, exactly as a person would get it. The shared server of the
 * other browser tests keeps mail in its outbox and is not touched.
 */
import { demoAccount } from "@paydesk/tests/demo-accounts";
import { spawn, type ChildProcess } from "node:child_process";
import { rmSync } from "node:fs";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { APIRequestContext } from "@playwright/test";
import { expect, test as base } from "./fixtures.ts";
import { ACL_MESSAGES, PASSWORD_MESSAGES, RESET_MESSAGES } from "@paydesk/validators";
import { startSmtpReceiver, type SmtpReceiver } from "../src/smtp.ts";
import { AdminApi, AdministratorsPage, uniqueAdminEmail } from "./pages/administrators-page.ts";
import { LoginPage, signIn } from "./pages/login-page.ts";
import { ForgotPasswordPage, ResetPasswordPage, resetLinkIn } from "./pages/password-reset-page.ts";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const SCHOOL = demoAccount("school");

interface MailWorld {
  origin: string;
  smtp: SmtpReceiver;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

async function waitForHealth(origin: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the mail test server exited (${child.exitCode}):\n${output()}`);
    try {
      if ((await fetch(`${origin}/healthz`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the mail test server did not start:\n${output()}`);
}

const test = base.extend<object, { mailWorld: MailWorld }>({
  mailWorld: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern: none.
    async ({}, use) => {
      const smtp = await startSmtpReceiver();
      const port = await freePort();
      // Under the system's temporary directory, as playwright.config.ts keeps the shared server's:
      // the database's unprivileged account (a root run) can enter it wherever the checkout is.
      const dataDir = path.join(os.tmpdir(), `paydesk-e2e-mail-data-${port}`);
      const origin = `http://localhost:${port}`;
      let output = "";
      const child = spawn(process.execPath, ["--import", "tsx", "apps/server/src/main.ts"], {
        cwd: ROOT,
        env: {
          ...process.env,
          PORT: String(port),
          DATA_DIR: dataDir,
          SMTP_URL: smtp.url,
          APP_URL: origin,
          NODE_ENV: "production",
          PAYDESK_DEMO: "1",
          LOG_LEVEL: "warn",
          ...(process.env.WEB_DIST ? { WEB_DIST: process.env.WEB_DIST } : {}),
        },
        stdio: ["ignore", "pipe", "pipe"],
      });
      child.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
      child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
      try {
        await waitForHealth(origin, child, () => output);
        await use({ origin, smtp });
      } finally {
        const exited = new Promise((resolve) => child.once("exit", resolve));
        child.kill("SIGTERM");
        await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 20_000))]);
        await smtp.close();
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
    { scope: "worker", timeout: 180_000 },
  ],
  baseURL: async ({ mailWorld }, use) => use(mailWorld.origin),
});

/** An administrator of Lincoln High School made for this test, with a known password. */
async function newAdmin(
  playwright: { request: { newContext(o: { baseURL: string }): Promise<APIRequestContext> } },
  origin: string,
  tag: string,
) {
  const request = await playwright.request.newContext({ baseURL: origin });
  const api = new AdminApi(request);
  await api.signIn(SCHOOL.email, SCHOOL.password);
  const email = uniqueAdminEmail(tag);
  const companyId = await api.companyId();
  await api.createAdmin(
    "school",
    { companyId, roleIds: [3], firstName: "Reset", lastName: "Target", email, applications: ["school"] },
    "Old-Pass-123",
  );
  await request.dispose();
  return { email, name: "Reset Target", password: "Old-Pass-123" };
}

test("an administrator e-mails a reset link; it opens the reset page and works once", async ({
  page,
  browser,
  mailWorld,
  playwright,
}) => {
  const target = await newAdmin(playwright, mailWorld.origin, "reset-link");

  await signIn(page, SCHOOL);
  const list = new AdministratorsPage(page);
  await list.goto("school");
  const menu = await list.rowMenu(target.email, target.name);
  await menu.getByRole("menuitem", { name: "Send password reset link" }).click();
  await expect(list.dialog()).toContainText(target.email);
  await list.dialog().getByRole("button", { name: "Send link" }).click();
  await expect(page.getByText(`A password reset link has been sent to ${target.email}.`)).toBeVisible();

  const mail = await mailWorld.smtp.waitFor((m) => m.to.includes(target.email));
  expect(mail.subject).toBe("Reset your PayDesk password");
  const link = resetLinkIn(mail.text);
  expect(link.startsWith(`${mailWorld.origin}/login/reset/`)).toBe(true);

  // The recipient opens it in their own browser.
  const context = await browser.newContext({ baseURL: mailWorld.origin });
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

test("the sign-in page leads to the forgot-password form, and its link resets the password", async ({
  page,
  mailWorld,
  playwright,
}) => {
  const target = await newAdmin(playwright, mailWorld.origin, "forgot");
  const login = new LoginPage(page);
  await login.goto();
  await page.getByLabel("E-mail address").fill(target.email);
  await page.getByRole("link", { name: "Forgot your password?" }).click();
  await expect(page).toHaveURL(/\/login\/forgot/);

  const forgot = new ForgotPasswordPage(page);
  await expect(forgot.email()).toHaveValue(target.email);
  await forgot.submit().click();
  await expect(forgot.sent()).toContainText(RESET_MESSAGES.sent);

  const mail = await mailWorld.smtp.waitFor((m) => m.to.includes(target.email));
  const reset = new ResetPasswordPage(page);
  await reset.open(resetLinkIn(mail.text));
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
  mailWorld,
  playwright,
}) => {
  const target = await newAdmin(playwright, mailWorld.origin, "refused");
  await signIn(page, SCHOOL);
  const list = new AdministratorsPage(page);
  await list.goto("school");

  mailWorld.smtp.refuseMessages(true);
  try {
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
  } finally {
    mailWorld.smtp.refuseMessages(false);
  }
});

test("a made-up link shows that it does not work, with a way to ask for a new one", async ({ page }) => {
  const reset = new ResetPasswordPage(page);
  await reset.open(`/login/reset/${"x".repeat(43)}`);
  await expect(reset.invalid()).toHaveText(RESET_MESSAGES.invalidLink);
  await page.getByRole("link", { name: "Ask for a new link" }).click();
  await expect(page).toHaveURL(/\/login\/forgot$/);
});
