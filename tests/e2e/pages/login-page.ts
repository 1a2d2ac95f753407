import { expect, type Page } from "@playwright/test";
import { demoAccount, type DemoAccountName } from "@paydesk/tests/demo-accounts";

export interface Account {
  email: string;
  password: string;
}

/** A demo account by name (`"school"` is school@demo.test), or any other account with its password. */
export type Who = DemoAccountName | Account;

export function accountOf(who: Who): Account {
  return typeof who === "string" ? demoAccount(who) : who;
}

/**
 * Signs the page's browser context in as the sign-in form would, without loading the sign-in
 * page: the form's POST /login, whose session cookie the context keeps. Each test gets a session
 * of its own (tests sign out, act as someone else, change passwords: a shared one would carry
 * that into the next test), for one password check and no page load; the page the test opens
 * next is its first. The tests about signing in go through the page (LoginPage).
 */
export async function signIn(page: Page, who: Who): Promise<void> {
  const account = accountOf(who);
  const res = await page.request.post("/login", { data: { email: account.email, password: account.password } });
  expect(res.status(), `sign-in as ${account.email}: ${await res.text()}`).toBe(200);
}

/** Signed in as `who` (signIn) and on the home page of `module`. */
export async function signInAndOpen(page: Page, who: Who, module: string): Promise<void> {
  await signIn(page, who);
  await page.goto(`/${module}`);
  await expect(page).toHaveURL(new RegExp(`/${module}(/|$)`));
}

/** The sign-in page (`/login`). */
export class LoginPage {
  constructor(private readonly page: Page) {}

  async goto(next?: string): Promise<void> {
    await this.page.goto(next ? `/login?next=${encodeURIComponent(next)}` : "/login");
  }

  async signIn(who: Who): Promise<void> {
    const account = accountOf(who);
    await this.page.getByLabel("E-mail address").fill(account.email);
    await this.page.getByLabel("Password", { exact: true }).fill(account.password);
    await this.page.getByRole("button", { name: "Sign in" }).click();
  }

  async signInAndLand(who: Who, module: string): Promise<void> {
    await this.goto();
    await this.signIn(who);
    await expect(this.page).toHaveURL(new RegExp(`/${module}(/|$)`));
  }

  error() {
    return this.page.getByTestId("login-error");
  }
}
