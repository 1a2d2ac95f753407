import { expect, type Locator, type Page } from "@playwright/test";

/** `/login/forgot`: ask for a reset link. */
export class ForgotPasswordPage {
  constructor(private readonly page: Page) {}

  email(): Locator {
    return this.page.getByLabel("E-mail address");
  }

  submit(): Locator {
    return this.page.getByRole("button", { name: "Send reset link" });
  }

  sent(): Locator {
    return this.page.getByTestId("forgot-sent");
  }

  error(): Locator {
    return this.page.getByTestId("forgot-error");
  }
}

/** `/login/reset/{token}`: the page the e-mailed link opens. */
export class ResetPasswordPage {
  constructor(private readonly page: Page) {}

  async open(link: string): Promise<void> {
    await this.page.goto(link);
  }

  async expectForm(email: string): Promise<void> {
    await expect(this.page.getByRole("heading", { name: "Choose a new password" })).toBeVisible();
    await expect(this.page.getByText(`For ${email}.`)).toBeVisible();
  }

  newPassword(): Locator {
    return this.page.getByLabel("New password", { exact: true });
  }

  confirm(): Locator {
    return this.page.getByLabel("Confirm new password");
  }

  submit(): Locator {
    return this.page.getByRole("button", { name: "Set new password" });
  }

  invalid(): Locator {
    return this.page.getByTestId("reset-invalid");
  }
}

/** The reset link in an e-mail's text. */
export function resetLinkIn(text: string): string {
  const match = /(https?:\/\/\S+\/login\/reset\/[A-Za-z0-9_-]+)/.exec(text);
  if (!match) throw new Error(`no reset link in the e-mail:\n${text}`);
  return match[1]!;
}
