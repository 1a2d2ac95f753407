import { expect, type Page } from "@playwright/test";

/**
 * Until a staff page has settled: the service alerts arrive after the page and push it down, and
 * the page says it is busy until they have. A field or card used before then can move away under
 * the click or the typing (and an open list with it).
 */
export async function untilSettled(page: Page): Promise<void> {
  await expect(page.locator("main [aria-busy='true']")).toHaveCount(0);
}

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
