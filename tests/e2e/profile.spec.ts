import { demoAccount } from "@paydesk/tests/demo-accounts";
import { NO_STATE, PROFILE_MESSAGES } from "@paydesk/validators";
import pg from "pg";
import { e2eDatabaseUrl } from "./e2e-database.ts";
import { expect, test } from "./fixtures.ts";
import { AdminApi, uniqueAdminEmail } from "./pages/administrators-page.ts";
import { AppShell } from "./pages/app-shell.ts";
import { LoginPage, signIn, signInAndOpen } from "./pages/login-page.ts";
import { administratorLike } from "./pages/own-account.ts";
import { ConfirmEmailPage, ProfilePage } from "./pages/profile-page.ts";

const PARENT = demoAccount("parent");
const SCHOOL = demoAccount("school");

test("the profile form saves, sends NA outside the USA, and shows the taken e-mail", async ({ page, playwright }, info) => {
  // A business administrator of its own (made like business@demo.test): its address and phone
  // change here, and the demo account keeps the ones the demo data gave it.
  const business = await administratorLike(playwright, info, "business", "business", { firstName: "Bea", lastName: "Mover" });
  await signInAndOpen(page, business, "business");
  await new AppShell(page).nav().getByRole("link", { name: "Profile" }).click();
  const profile = new ProfilePage(page);
  await expect(page).toHaveURL(/\/business\/account\/info$/);
  await expect(profile.field("E-mail")).toHaveValue(business.email);

  // The form's own rules first: the same messages as the server.
  await profile.field("Phone").fill("call me");
  await profile.save().click();
  await expect(page.getByText(PROFILE_MESSAGES.phoneInvalid)).toBeVisible();

  await profile.field("Address").fill("12 King Street West");
  await profile.field("City").fill("Toronto");
  await profile.field("Country").selectOption("CAN");
  await expect(profile.field("State")).toHaveValue(NO_STATE);
  await profile.field("Postal code").fill("M5H 1A1");
  await profile.field("Phone").fill("416-555-0142");
  await profile.save().click();
  await expect(page.getByText(PROFILE_MESSAGES.updated)).toBeVisible();

  await page.reload();
  await expect(profile.field("Address")).toHaveValue("12 King Street West");
  await expect(profile.field("Country")).toHaveValue("CAN");
  await expect(profile.field("State")).toHaveValue(NO_STATE);

  // Back in the USA the state is required again.
  await profile.field("Country").selectOption("USA");
  await profile.save().click();
  await expect(page.getByText(PROFILE_MESSAGES.stateRequired)).toBeVisible();
  await profile.field("State").selectOption("IL");
  await profile.field("Zip").fill("61602");

  // Another account's e-mail: the server's 409, shown as the "Save failed." tip and on the field.
  await profile.field("E-mail").fill("school@demo.test");
  await profile.save().click();
  await expect(profile.saveFailed()).toContainText(PROFILE_MESSAGES.saveFailed);
  await expect(profile.saveFailed()).toContainText(PROFILE_MESSAGES.emailTaken);
  await expect(profile.field("E-mail")).toHaveAttribute("aria-invalid", "true");

  await profile.field("E-mail").fill(business.email);
  await profile.save().click();
  await expect(page.getByText(PROFILE_MESSAGES.updated)).toBeVisible();
  await expect(profile.saveFailed()).toBeHidden();
});

test("a parent reaches the profile from the parent menu", async ({ page }) => {
  await signInAndOpen(page, PARENT, "parent");
  await new AppShell(page).nav().getByRole("link", { name: "Profile" }).click();
  await expect(page).toHaveURL(/\/parent\/account\/info$/);
  await expect(new ProfilePage(page).field("E-mail")).toHaveValue(PARENT.email);
});

/**
 * The link sent to a new address, read from the outbox table: the browser tests' server keeps
 * its mail there (no screen of this user shows another user's mail).
 */
async function confirmationLinkFor(address: string): Promise<string> {
  const client = new pg.Client({ connectionString: e2eDatabaseUrl() });
  await client.connect();
  try {
    let link: string | undefined;
    // The message is written by a job: asked again until it is there, failing with what was awaited.
    await expect
      .poll(
        async () => {
          const { rows } = await client.query<{ text_body: string }>(
            "SELECT text_body FROM outbound_emails WHERE to_address = $1 AND purpose = 'email_change_confirm' ORDER BY id DESC LIMIT 1",
            [address],
          );
          link = rows[0] && /https?:\/\/\S+\/account\/confirm-email\/[A-Za-z0-9_-]+/.exec(rows[0].text_body)?.[0];
          return link ?? null;
        },
        { message: `the confirmation link mailed to ${address}`, timeout: 30_000 },
      )
      .not.toBeNull();
    return new URL(link!).pathname;
  } finally {
    await client.end();
  }
}

test("a new sign-in e-mail takes the password, waits for the link sent to it, then signs in", async ({ page, playwright, baseURL }) => {
  // An account of its own: its e-mail changes here.
  const request = await playwright.request.newContext({ baseURL });
  const api = new AdminApi(request);
  await api.signIn(SCHOOL.email, SCHOOL.password);
  const account = { email: uniqueAdminEmail("profile-email"), password: "Profile-Pass-1" };
  await api.createAdmin(
    "school",
    { companyId: await api.companyId(), roleIds: [3], firstName: "Mail", lastName: "Mover", email: account.email, applications: ["school"] },
    account.password,
  );
  await request.dispose();

  await signIn(page, account);
  const profile = new ProfilePage(page);
  await profile.goto("school");
  await expect(profile.field("Current password")).toBeHidden();

  const wanted = uniqueAdminEmail("profile-email-new");
  await profile.field("E-mail").fill(wanted);
  await expect(profile.field("Current password")).toBeVisible();
  await profile.field("State").selectOption("IL");
  await profile.save().click();
  await expect(profile.saveFailed()).toContainText(PROFILE_MESSAGES.passwordRequired);

  await profile.field("Current password").fill(account.password);
  await profile.save().click();
  await expect(profile.emailPending()).toContainText("Check your new inbox");
  await expect(profile.emailPending()).toContainText(wanted);
  // The sign-in e-mail stays until the link is opened.
  await expect(profile.field("E-mail")).toHaveValue(account.email);
  await expect(profile.field("Current password")).toBeHidden();

  const confirm = new ConfirmEmailPage(page);
  await confirm.open(await confirmationLinkFor(wanted));
  await confirm.confirm().click();
  await expect(confirm.confirmed()).toContainText(PROFILE_MESSAGES.emailChanged);

  await new LoginPage(page).signInAndLand({ email: wanted, password: account.password }, "school");
});
