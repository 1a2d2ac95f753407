import { expect, type Page } from "@playwright/test";

/** `/{module}/account/info`: the profile form. */
export class ProfilePage {
  constructor(private readonly page: Page) {}

  async goto(module: string): Promise<void> {
    await this.page.goto(`/${module}/account/info`);
    await expect(this.page.getByRole("heading", { level: 1, name: "Profile" })).toBeVisible();
    await expect(this.field("First name")).not.toHaveValue("");
  }

  field(
    label:
      | "First name"
      | "Last name"
      | "E-mail"
      | "Address"
      | "Address line 2"
      | "City"
      | "Country"
      | "State"
      | "Zip"
      | "Postal code"
      | "Phone"
      | "Current password",
  ) {
    // Required fields' labels end with Mantine's asterisk.
    return this.page.getByRole("form", { name: "Profile" }).getByLabel(new RegExp(`^${label}\\s*\\*?$`));
  }

  save() {
    return this.page.getByRole("button", { name: "Save profile" });
  }

  /** "Check your new inbox": a new e-mail waits for the link sent to it. */
  emailPending() {
    return this.page.getByTestId("email-pending");
  }

  /** The product's "Save failed." tip with the server's message (docs/product/accounts-and-roles.md). */
  saveFailed() {
    return this.page.getByTestId("save-failed");
  }
}

/** `/account/confirm-email/{token}`: the page the link sent to a new e-mail opens. */
export class ConfirmEmailPage {
  constructor(private readonly page: Page) {}

  async open(link: string): Promise<void> {
    await this.page.goto(link);
    await expect(this.page.getByRole("heading", { level: 1, name: "Confirm your new e-mail" })).toBeVisible();
  }

  confirm() {
    return this.page.getByRole("button", { name: "Confirm new e-mail" });
  }

  confirmed() {
    return this.page.getByTestId("email-confirmed");
  }

  failed() {
    return this.page.getByTestId("email-confirm-failed");
  }
}
