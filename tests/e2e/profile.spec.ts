import { NO_STATE, PROFILE_MESSAGES } from "@paydesk/validators";
import { expect, test } from "./fixtures.ts";
import { AppShell } from "./pages/app-shell.ts";
import { LoginPage } from "./pages/login-page.ts";
import { ProfilePage } from "./pages/profile-page.ts";

// Only the address and phone of this account change: its name and e-mail stay, so other tests
// signing in with it are not disturbed.
const BUSINESS = { email: "business@demo.test", password: "Business-Demo-1" };
const PARENT = { email: "parent@demo.test", password: "Parent-Demo-1" };

test("the profile form saves, sends NA outside the USA, and shows the taken e-mail", async ({ page }) => {
  await new LoginPage(page).signInAndLand(BUSINESS, "business");
  await new AppShell(page).nav().getByRole("link", { name: "Profile" }).click();
  const profile = new ProfilePage(page);
  await expect(page).toHaveURL(/\/business\/account\/info$/);
  await expect(profile.field("E-mail")).toHaveValue(BUSINESS.email);

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

  await profile.field("E-mail").fill(BUSINESS.email);
  await profile.save().click();
  await expect(page.getByText(PROFILE_MESSAGES.updated)).toBeVisible();
  await expect(profile.saveFailed()).toBeHidden();
});

test("a parent reaches the profile from the parent menu", async ({ page }) => {
  await new LoginPage(page).signInAndLand(PARENT, "parent");
  await new AppShell(page).nav().getByRole("link", { name: "Profile" }).click();
  await expect(page).toHaveURL(/\/parent\/account\/info$/);
  await expect(new ProfilePage(page).field("E-mail")).toHaveValue(PARENT.email);
});
