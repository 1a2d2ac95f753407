import { expect, type Page } from "@playwright/test";

/** `/{module}/account/password`: the change-password tab. */
export class PasswordPage {
  constructor(private readonly page: Page) {}

  async goto(module: string): Promise<void> {
    await this.page.goto(`/${module}/account/password`);
    await expect(this.page.getByRole("tab", { name: "Change password" })).toBeVisible();
  }

  current() {
    return this.page.getByLabel("Current password");
  }

  newPassword() {
    return this.page.getByLabel("New password", { exact: true });
  }

  confirm() {
    return this.page.getByLabel("Confirm new password");
  }

  strengthLabel() {
    return this.page.getByTestId("strength-label");
  }

  characterClass(kind: "upper" | "lower" | "digit" | "symbol") {
    return this.page.getByTestId(`strength-${kind}`);
  }

  async waitForCaptcha(): Promise<void> {
    // The widget starts solving when a field of the form gets focus.
    await expect(this.page.getByTestId("captcha").getByText("Verified")).toBeVisible({ timeout: 30_000 });
  }

  submit() {
    return this.page.getByRole("button", { name: "Change password" });
  }
}
