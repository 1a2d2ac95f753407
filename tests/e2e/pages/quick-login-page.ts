import { expect, type Page } from "@playwright/test";

/** Quick login: the header's "Change site" list and the "acting as" banner with its way back. */
export class QuickLogin {
  constructor(private readonly page: Page) {}

  changeSiteButton() {
    return this.page.getByRole("banner").getByRole("button", { name: "Change site" }).filter({ visible: true });
  }

  dialog() {
    return this.page.getByRole("dialog", { name: "Change site" });
  }

  async open(): Promise<void> {
    await this.changeSiteButton().click();
    await expect(this.dialog()).toBeVisible();
  }

  searchField() {
    return this.dialog().getByRole("textbox", { name: "Search sites and administrators" });
  }

  async search(term: string): Promise<void> {
    await this.searchField().fill(term);
  }

  /** An entry of the list: `Site Lincoln High School, …` or `Administrator Sam Principal, …`. */
  site(name: string) {
    return this.dialog().getByRole("button", { name: new RegExp(`^Site ${name}\\s*,`) });
  }

  admin(name: string) {
    return this.dialog().getByRole("button", { name: new RegExp(`^Administrator ${name}\\s*,`) });
  }

  entries() {
    return this.dialog().getByRole("listitem");
  }

  empty() {
    return this.dialog().getByTestId("change-site-empty");
  }

  banner() {
    return this.page.getByTestId("masquerade-banner");
  }

  actingAs() {
    return this.page.getByTestId("masquerade-acting-as");
  }

  realUser() {
    return this.page.getByTestId("masquerade-real-user");
  }

  async returnTo(realName: string): Promise<void> {
    await this.page.getByRole("button", { name: `Return to ${realName}` }).click();
    await expect(this.banner()).toHaveCount(0);
  }
}
