import { expect, test } from "./fixtures.ts";
import { PASSWORD_MESSAGES } from "@paydesk/validators";
import { AppShell } from "./pages/app-shell.ts";
import { LoginPage, signIn, type Account } from "./pages/login-page.ts";
import { administratorLike } from "./pages/own-account.ts";
import { PasswordPage } from "./pages/password-page.ts";

const NEW_PASSWORD = "Blue-Harbor-42!";
// An administrator of the file's own, made like the district's: changing its password disturbs no
// test that signs in with a demo account meanwhile (several sign in as district@demo.test).
let ACCOUNT: Account;

test.describe.configure({ mode: "serial" });

test.beforeAll(async ({ playwright }, info) => {
  ACCOUNT = await administratorLike(playwright, info, "district", "school", { firstName: "Wren", lastName: "Keyholder" });
});

test("the form shows the product's messages before submitting", async ({ page }) => {
  await signIn(page, ACCOUNT);
  const form = new PasswordPage(page);
  await form.goto("school");
  await form.current().fill(ACCOUNT.password);
  await form.newPassword().fill("abc");
  await form.confirm().fill("abd");
  await form.submit().click();
  await expect(page.getByText(PASSWORD_MESSAGES.tooShort)).toBeVisible();
  await expect(page.getByText(PASSWORD_MESSAGES.mismatch)).toBeVisible();
});

test("the strength meter scores five levels and shows the character classes", async ({ page }) => {
  await signIn(page, ACCOUNT);
  const form = new PasswordPage(page);
  await form.goto("school");
  await form.newPassword().fill("abc");
  await expect(form.strengthLabel()).toHaveText("Weak");
  await expect(form.characterClass("lower")).toHaveAttribute("data-present", "true");
  await expect(form.characterClass("upper")).toHaveAttribute("data-present", "false");
  await expect(form.characterClass("digit")).toHaveAttribute("data-present", "false");
  await expect(form.characterClass("symbol")).toHaveAttribute("data-present", "false");
  await form.newPassword().fill(NEW_PASSWORD);
  await expect(form.strengthLabel()).toHaveText(/Strong|Very Strong/);
  for (const kind of ["upper", "lower", "digit", "symbol"] as const) {
    await expect(form.characterClass(kind)).toHaveAttribute("data-present", "true");
  }
});

test("with reduced motion the meter's placeholder rests instead of pulsing while the scorer loads", async ({ page }) => {
  // The scorer's chunk is held back, so the placeholder stays up while it is looked at.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/assets/password-strength-*.js", async (route) => {
    await held;
    await route.continue();
  });
  await signIn(page, ACCOUNT);
  const form = new PasswordPage(page);
  await form.goto("school");
  expect(await page.evaluate("matchMedia('(prefers-reduced-motion: reduce)').matches")).toBe(true);
  const placeholder = page.getByRole("status", { name: "Loading the strength meter" });
  await expect(placeholder).toBeVisible();
  // Its own animations and its pseudo-elements' (the pulse is on ::after).
  const running = (element: unknown) =>
    (element as { getAnimations(options: object): unknown[] }).getAnimations({ subtree: true }).length;
  expect(await placeholder.evaluate(running)).toBe(0);
  release();
  await form.newPassword().fill("abc");
  await expect(form.strengthLabel()).toHaveText("Weak");
});

test("a wrong current password is refused on its field", async ({ page }) => {
  await signIn(page, ACCOUNT);
  const form = new PasswordPage(page);
  await form.goto("school");
  await form.current().fill("not-my-password");
  await form.newPassword().fill(NEW_PASSWORD);
  await form.confirm().fill(NEW_PASSWORD);
  await form.waitForCaptcha();
  await form.submit().click();
  await expect(page.getByText(PASSWORD_MESSAGES.oldIncorrect)).toBeVisible();
});

test("the password changes with a solved captcha, and the new one signs in", async ({ page }) => {
  await signIn(page, ACCOUNT);
  const form = new PasswordPage(page);
  await form.goto("school");
  await form.current().fill(ACCOUNT.password);
  await form.newPassword().fill(NEW_PASSWORD);
  await form.confirm().fill(NEW_PASSWORD);
  await form.waitForCaptcha();
  await form.submit().click();
  await expect(page.getByText(PASSWORD_MESSAGES.changed)).toBeVisible();

  await new AppShell(page).signOut();
  const login = new LoginPage(page);
  await login.signIn(ACCOUNT);
  await expect(login.error()).toBeVisible();
  await login.signIn({ ...ACCOUNT, password: NEW_PASSWORD });
  await expect(page).toHaveURL(/\/school/);

  // And back through the same form: the account's password is its own again.
  await form.goto("school");
  await form.current().fill(NEW_PASSWORD);
  await form.newPassword().fill(ACCOUNT.password);
  await form.confirm().fill(ACCOUNT.password);
  await form.waitForCaptcha();
  await form.submit().click();
  await expect(page.getByText(PASSWORD_MESSAGES.changed)).toBeVisible();
});
