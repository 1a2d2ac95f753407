import { expect, type Page } from "@playwright/test";

/** The signed-in shell: header and side navigation. */
export class AppShell {
  constructor(private readonly page: Page) {}

  nav() {
    return this.page.getByRole("navigation", { name: "Main navigation" });
  }

  moduleBadge() {
    return this.page.getByTestId("module-badge");
  }

  userName() {
    return this.page.getByTestId("user-name");
  }

  async signOut(): Promise<void> {
    await this.page.getByRole("button", { name: "Sign out" }).click();
    await expect(this.page).toHaveURL(/\/login/);
  }

  accessDenied() {
    return this.page.getByTestId("access-denied");
  }
}
