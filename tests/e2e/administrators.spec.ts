import { demoAccount } from "@paydesk/tests/demo-accounts";
import type { APIRequestContext, Browser } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { ACL_MESSAGES, ADMIN_MESSAGES } from "@paydesk/validators";
import { AdminApi, AdministratorsPage, AdminFormPage, uniqueAdminEmail } from "./pages/administrators-page.ts";
import { LoginPage, signIn } from "./pages/login-page.ts";

// Demo accounts only sign in here; every password that changes belongs to an administrator
// created by the test itself.
const SCHOOL = demoAccount("school");
const CONTROL = demoAccount("control");
const BUSINESS = demoAccount("business");

/** An API client signed in as `account`, in its own cookie jar. */
async function apiAs(
  playwright: { request: { newContext(options: { baseURL?: string }): Promise<APIRequestContext> } },
  baseURL: string,
  account: { email: string; password: string },
) {
  const request = await playwright.request.newContext({ baseURL });
  const api = new AdminApi(request);
  await api.signIn(account.email, account.password);
  return { api, request };
}

/** Two administrators of Lincoln High School made for this test, named so they sort first. */
async function twoAdmins(api: AdminApi, tag: string, password: string) {
  const companyId = await api.companyId();
  const make = async (lastName: string) => {
    const email = uniqueAdminEmail(`${tag}-${lastName.toLowerCase()}`);
    const { id } = await api.createAdmin(
      "school",
      { companyId, roleIds: [3], firstName: "E2e", lastName, email, applications: ["school"] },
      password,
    );
    return { id, email, name: `E2e ${lastName}` };
  };
  return [await make("Aardvark"), await make("Abacus")] as const;
}

async function signsIn(browser: Browser, baseURL: string, email: string, password: string): Promise<boolean> {
  const context = await browser.newContext({ baseURL });
  const res = await context.request.post("/login", { data: { email, password } });
  await context.close();
  return res.ok();
}

// Each test makes the administrators it changes, under addresses of its own: they run side by side on any worker.
test.describe.configure({ mode: "parallel" });

test("the administrator form shows the product's messages", async ({ page }) => {
  await signIn(page, SCHOOL);
  const form = new AdminFormPage(page);
  await form.gotoCreate("school");

  await form.submit().click();
  await expect(form.formError()).toHaveText(ACL_MESSAGES.invalidFields);
  await expect(page.getByText(ACL_MESSAGES.roleRequired, { exact: true })).toBeVisible();

  // A parent-only account needs no role.
  await form.application("Parent").check();
  await form.application("School").uncheck();
  await expect(page.getByTestId("roles-not-needed")).toBeVisible();
  await expect(page.getByText(ACL_MESSAGES.roleRequired, { exact: true })).toHaveCount(0);

  // Checked as soon as the e-mail changes, before any submit.
  await form.field("E-mail").fill("OFFICE@demo.test");
  await expect(page.getByText(ACL_MESSAGES.emailTaken, { exact: true })).toBeVisible();
  await form.field("E-mail").fill(uniqueAdminEmail("free"));
  await expect(page.getByText(ACL_MESSAGES.emailTaken, { exact: true })).toHaveCount(0);
});

test("control staff must choose a site: 'Site is required'", async ({ page }) => {
  await signIn(page, CONTROL);
  const form = new AdminFormPage(page);
  await form.gotoCreate("control");
  await form.submit().click();
  await expect(form.formError()).toHaveText(ACL_MESSAGES.invalidFields);
  await expect(page.getByText(ACL_MESSAGES.siteRequired, { exact: true })).toBeVisible();
  await form.choose("Site", "Lincoln High School — Springfield School District");
  await expect(page.getByText(ACL_MESSAGES.siteRequired, { exact: true })).toHaveCount(0);
});

test("creates an administrator with every field, edits the roles, and the new admin is sent to the password screen", async ({
  page,
  browser,
  baseURL,
}) => {
  await signIn(page, SCHOOL);
  const form = new AdminFormPage(page);
  await form.gotoCreate("school");
  const email = uniqueAdminEmail("created");

  await form.field("First name").fill("Grace");
  await form.field("Last name").fill("Hopper");
  await form.field("E-mail").fill(email);
  await form.dateOfBirth().fill("1986-12-09");
  await form.choose("Address region", "Illinois (IL)");
  await form.choose("Roles", "Office Staff (built-in)");
  await page.getByRole("radio", { name: "Type a password" }).check();
  await page.getByLabel("Password", { exact: true }).fill("Created-Pass-42");
  await page.getByRole("checkbox", { name: "E-mail the password to the new administrator" }).uncheck();
  await form.submit().click();

  const list = new AdministratorsPage(page);
  await expect(page).toHaveURL(/\/school\/settings\/administrators$/);
  await expect(page.getByText("Grace Hopper can now sign in.")).toBeVisible();
  await expect(list.row(email)).toContainText("Office Staff");
  await expect(list.row(email)).toContainText("Must change password");

  await list.row(email).getByRole("link", { name: "Grace Hopper" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Edit Grace Hopper" })).toBeVisible();
  await expect(form.dateOfBirth()).toHaveValue("1986-12-09");
  await expect(form.select("Address region")).toHaveValue("Illinois (IL)");
  await form.choose("Roles", "Read Only (built-in)");
  await form.submit("Save changes").click();
  await expect(page.getByText("Changes to Grace Hopper saved.")).toBeVisible();
  await expect(list.row(email)).toContainText("Read Only");
  await expect(list.row(email)).toContainText("Office Staff");

  // An administrator asked to choose a new password lands on the password screen after sign-in.
  const context = await browser.newContext({ baseURL });
  const newcomer = await context.newPage();
  const login = new LoginPage(newcomer);
  await login.goto();
  await login.signIn({ email, password: "Created-Pass-42" });
  await expect(newcomer).toHaveURL(/\/school\/account\/password$/);
  await expect(newcomer.getByText("Your administrator asks you to choose a new password before you continue.")).toBeVisible();
  await context.close();
});

test("mass password change: each administrator in progress, then changed or failed, and a summary log", async ({
  page,
  browser,
  baseURL,
  playwright,
}) => {
  const { api, request } = await apiAs(playwright, baseURL!, SCHOOL);
  const [first, second] = await twoAdmins(api, "mass", "Before-Mass-1");
  await request.dispose();

  await signIn(page, SCHOOL);
  const list = new AdministratorsPage(page);
  await list.goto("school");
  await list.select(first.email);
  await list.select(second.email);
  // Your own account fails: your password changes on the Password screen.
  await list.select(SCHOOL.email);
  await expect(page.getByTestId("selection-bar")).toContainText("3 selected");

  // Slow the calls down so each step can be seen.
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/trpc/administrators.setPassword*", async (route) => {
    await gate;
    await route.continue();
  });

  await list.changePasswordsButton().click();
  await expect(list.dialog().getByRole("heading", { name: "Change the passwords of 3 administrators" })).toBeVisible();
  await list.dialog().getByRole("button", { name: "Change passwords" }).click();

  await expect(list.progressRow(first.email)).toHaveAttribute("data-status", "running");
  await expect(list.progressRow(first.email).getByTestId("mass-row-status")).toHaveText("In progress");
  await expect(list.progressRow(second.email)).toHaveAttribute("data-status", "waiting");
  await expect(list.progressRow(SCHOOL.email)).toHaveAttribute("data-status", "waiting");
  release();

  await expect(list.summaryCounts()).toHaveText("2 changed, 1 failed.");
  await expect(list.progressRow(first.email)).toHaveAttribute("data-status", "success");
  await expect(list.progressRow(second.email)).toHaveAttribute("data-status", "success");
  await expect(list.progressRow(SCHOOL.email)).toHaveAttribute("data-status", "failure");
  await expect(list.progressRow(SCHOOL.email).getByTestId("mass-row-message")).toHaveText(ADMIN_MESSAGES.ownPassword);

  const log = list.summaryLog();
  await expect(log).toContainText(`FAILED   Sam Principal <${SCHOOL.email}>: ${ADMIN_MESSAGES.ownPassword}`);
  await expect(log).toContainText(`CHANGED  ${first.name} <${first.email}>`);
  const generated = (await list.progressRow(first.email).getByTestId("mass-row-password").textContent())!.trim();
  await expect(log).toContainText(`password ${generated}; e-mailed`);

  expect(await signsIn(browser, baseURL!, first.email, generated)).toBe(true);
  expect(await signsIn(browser, baseURL!, first.email, "Before-Mass-1")).toBe(false);
  expect(await signsIn(browser, baseURL!, SCHOOL.email, SCHOOL.password)).toBe(true);

  await list.dialog().getByRole("button", { name: "Close" }).click();
  await expect(list.row(first.email)).toContainText("Must change password");
  await expect(page.getByTestId("selection-bar")).toHaveCount(0);
});

test("mass password change with one typed password checks it like every new password", async ({
  page,
  browser,
  baseURL,
  playwright,
}) => {
  const { api, request } = await apiAs(playwright, baseURL!, SCHOOL);
  // A tag of this run's own: the search below must find these two only, also on a database an
  // earlier run of this test left its pair in.
  const tag = `typed${Date.now().toString(36)}`;
  const [first, second] = await twoAdmins(api, tag, "Before-Typed-1");
  await request.dispose();

  await signIn(page, SCHOOL);
  const list = new AdministratorsPage(page);
  await list.goto("school");
  await list.search(`${tag}-`);
  await expect(list.rows()).toHaveCount(2);
  await page.getByRole("checkbox", { name: "Select all" }).check();
  await list.changePasswordsButton().click();
  const dialog = list.dialog();
  await dialog.getByRole("radio", { name: "Type one password for all of them" }).check();
  await dialog.getByLabel("Password", { exact: true }).fill("abc");
  await dialog.getByLabel("Confirm password").fill("abd");
  await dialog.getByRole("button", { name: "Change passwords" }).click();
  await expect(dialog.getByText("Password is not long enough.")).toBeVisible();
  await dialog.getByLabel("Password", { exact: true }).fill("Shared-Typed-9");
  await dialog.getByRole("button", { name: "Change passwords" }).click();
  await expect(dialog.getByText("The two passwords you entered do not match.")).toBeVisible();
  await dialog.getByLabel("Confirm password").fill("Shared-Typed-9");
  await dialog.getByRole("checkbox", { name: "E-mail the new password" }).uncheck();
  await dialog.getByRole("checkbox", { name: "Require a new password at next sign-in" }).uncheck();
  await dialog.getByRole("button", { name: "Change passwords" }).click();
  await expect(list.summaryCounts()).toHaveText("2 changed, 0 failed.");
  // A typed password is not repeated on screen.
  await expect(dialog.getByTestId("mass-row-password")).toHaveCount(0);
  expect(await signsIn(browser, baseURL!, first.email, "Shared-Typed-9")).toBe(true);
  expect(await signsIn(browser, baseURL!, second.email, "Shared-Typed-9")).toBe(true);
});

test("the password dialog keeps its checkboxes in place while the strength meter loads", async ({ page }) => {
  // The meter's scorer (a chunk loaded on first use) is held until the dialog shows the password
  // fields: a slow download.
  let fieldsShown!: () => void;
  const shown = new Promise<void>((resolve) => (fieldsShown = resolve));
  await page.route(/\/assets\/password-strength-[^/]*\.js$/, async (route) => {
    await shown;
    await route.continue();
  });

  await signIn(page, SCHOOL);
  const list = new AdministratorsPage(page);
  await list.goto("school");
  await expect(list.row(SCHOOL.email)).toBeVisible();
  await page.getByRole("checkbox", { name: "Select all" }).check();
  await list.changePasswordsButton().click();
  const dialog = list.dialog();
  await dialog.getByRole("radio", { name: "Type one password for all of them" }).check();
  const sendEmail = dialog.getByRole("checkbox", { name: "E-mail the new password" });
  await expect(dialog.getByLabel("Confirm password")).toBeVisible();
  await expect(sendEmail).toBeVisible();
  const before = await sendEmail.boundingBox();
  fieldsShown();

  await expect(dialog.getByTestId("strength-label")).toHaveText("Weak");
  expect(await sendEmail.boundingBox()).toEqual(before);
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toHaveCount(0);
});

test("control sets one administrator's password in a dialog instead of sending a reset link", async ({
  page,
  browser,
  baseURL,
  playwright,
}) => {
  const { api, request } = await apiAs(playwright, baseURL!, SCHOOL);
  const [target] = await twoAdmins(api, "control", "Before-Control-1");
  await request.dispose();

  await signIn(page, CONTROL);
  const list = new AdministratorsPage(page);
  await list.goto("control");
  await list.search(target.email);
  const menu = await list.rowMenu(target.email, target.name);
  await expect(menu.getByRole("menuitem", { name: "Send password reset link" })).toHaveCount(0);
  await menu.getByRole("menuitem", { name: "Set password" }).click();

  const dialog = list.dialog();
  await expect(dialog.getByRole("heading", { name: `Set a new password for ${target.name}` })).toBeVisible();
  await dialog.getByRole("radio", { name: "Type a password" }).check();
  await dialog.getByLabel("Password", { exact: true }).fill("Control-Set-77");
  await dialog.getByLabel("Confirm password").fill("Control-Set-77");
  await dialog.getByRole("checkbox", { name: "E-mail the new password" }).uncheck();
  await dialog.getByRole("button", { name: "Set password" }).click();
  await expect(list.summaryCounts()).toHaveText("1 changed, 0 failed.");
  expect(await signsIn(browser, baseURL!, target.email, "Control-Set-77")).toBe(true);
});

test("the business and parent modules offer the list with its mass password change", async ({ page }) => {
  await signIn(page, BUSINESS);
  const list = new AdministratorsPage(page);
  await list.goto("business");
  await expect(list.row(BUSINESS.email)).toBeVisible();
  await expect(list.newAdministratorButton()).toHaveCount(0);
  await page.getByRole("checkbox", { name: "Select all" }).check();
  await expect(list.changePasswordsButton()).toBeVisible();

  await page.context().clearCookies();
  await signIn(page, CONTROL);
  await list.goto("parent", "Accounts");
  await list.search("parent@demo.test");
  await expect(list.row("parent@demo.test")).toContainText("Parent");
  await list.select("parent@demo.test");
  await expect(list.changePasswordsButton()).toBeVisible();
});
