import { expect, type Page } from "@playwright/test";

export interface Account {
  email: string;
  password: string;
}

/** The sign-in page (`/login`). */
export class LoginPage {
  constructor(private readonly page: Page) {}

  async goto(next?: string): Promise<void> {
    await this.page.goto(next ? `/login?next=${encodeURIComponent(next)}` : "/login");
  }

  async signIn(account: Account): Promise<void> {
    await this.page.getByLabel("E-mail address").fill(account.email);
    await this.page.getByLabel("Password", { exact: true }).fill(account.password);
    await this.page.getByRole("button", { name: "Sign in" }).click();
  }

  async signInAndLand(account: Account, module: string): Promise<void> {
    await this.goto();
    await this.signIn(account);
    await expect(this.page).toHaveURL(new RegExp(`/${module}(/|$)`));
  }

  error() {
    return this.page.getByTestId("login-error");
  }
}
