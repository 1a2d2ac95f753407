import { demoAccount } from "@paydesk/tests/demo-accounts";
import { expect, test } from "./fixtures.ts";
import { AUTH_MESSAGES } from "@paydesk/validators";
import { AppShell } from "./pages/app-shell.ts";
import { LoginPage } from "./pages/login-page.ts";

/** Every demo account signs in to its module and sees its menus (docs/product/demo-and-production.md). */
const DEMO = [
  { ...demoAccount("control"), module: "control", groups: ["Control", "Account"], absent: ["Payments"] },
  { ...demoAccount("school"), module: "school", groups: ["Payments", "Reports", "Account", "Promote"], absent: ["Control"] },
  { ...demoAccount("vendor"), module: "vendor", groups: ["Payments", "Reports", "Account", "Promote"], absent: ["Control"] },
  { ...demoAccount("business"), module: "business", groups: ["Payments", "Reports", "Account", "Promote"], absent: ["Control"] },
  { ...demoAccount("parent"), module: "parent", groups: ["Payments", "Account"], absent: ["Reports", "Promote", "Control"] },
  // Office staff hold no settings permission: their Account menu has no Roles entry.
  { ...demoAccount("office"), module: "school", groups: ["Payments", "Account"], absent: ["Control"] },
] as const;

// Each test has a browser context and a session of its own: they run side by side on any worker.
test.describe.configure({ mode: "parallel" });

for (const account of DEMO) {
  test(`${account.email} signs in to ${account.module} and sees its menus`, async ({ page }) => {
    await new LoginPage(page).signInAndLand(account, account.module);
    const shell = new AppShell(page);
    await expect(shell.moduleBadge()).toContainText(new RegExp(account.module, "i"));
    const nav = shell.nav();
    for (const group of account.groups) await expect(nav.getByRole("heading", { name: group, exact: true })).toBeVisible();
    for (const group of account.absent) await expect(nav.getByRole("heading", { name: group, exact: true })).toHaveCount(0);
    await expect(page.getByTestId("home-email")).toHaveText(account.email);
  });
}

test("the current link is highlighted in the side navigation", async ({ page }) => {
  await new LoginPage(page).signInAndLand(DEMO[1], "school");
  await page.goto("/school/account/password");
  const nav = new AppShell(page).nav();
  await expect(nav.getByRole("link", { name: /Password/ })).toHaveAttribute("aria-current", "page");
  await expect(nav.getByRole("link", { name: "Home" })).not.toHaveAttribute("aria-current", "page");
});

test("office staff do not see settings they are not granted", async ({ page }) => {
  await new LoginPage(page).signInAndLand(DEMO[5], "school");
  const nav = new AppShell(page).nav();
  await expect(nav.getByRole("heading", { name: "Account", exact: true })).toBeVisible();
  await expect(nav.getByText("Roles", { exact: true })).toHaveCount(0);
});

test("a wrong password is refused with the server's message", async ({ page }) => {
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn({ email: demoAccount("vendor").email, password: "not-the-password" });
  await expect(login.error()).toContainText(AUTH_MESSAGES.badCredentials);
  await expect(page).toHaveURL(/\/login/);
});

test("a signed-out visit is sent to sign in and back", async ({ page }) => {
  await page.goto("/school/account/password");
  await expect(page).toHaveURL(/\/login\?next=/);
  await new LoginPage(page).signIn(DEMO[1]);
  await expect(page).toHaveURL(/\/school\/account\/password$/);
});

test("a module the user may not act in shows access denied", async ({ page }) => {
  await new LoginPage(page).signInAndLand(DEMO[1], "school");
  await page.goto("/control");
  const shell = new AppShell(page);
  await expect(shell.accessDenied()).toContainText(AUTH_MESSAGES.accessDenied);
  await page.goto("/parent/account/password");
  await expect(shell.accessDenied()).toContainText(AUTH_MESSAGES.accessDenied);
});

test("signing out ends the session", async ({ page }) => {
  await new LoginPage(page).signInAndLand(DEMO[4], "parent");
  await new AppShell(page).signOut();
  await page.goto("/parent");
  await expect(page).toHaveURL(/\/login/);
});
