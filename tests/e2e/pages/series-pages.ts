import { expect, type Locator, type Page } from "@playwright/test";

/** `/{module}/series` and `/{module}/series/{id}`: the recurring series list, one series, Stop. */
export class SeriesPages {
  constructor(private readonly page: Page) {}

  async gotoList(module: string): Promise<void> {
    await this.page.goto(`/${module}/series`);
    const title = module === "parent" ? "Recurring payments" : "Recurring series";
    await expect(this.page.getByRole("heading", { name: title, level: 1 })).toBeVisible({ timeout: 30_000 });
  }

  rows(): Locator {
    return this.page.getByTestId("series-row");
  }

  /** Opens the first series of the list whose row shows `status`; answers its title. */
  async openFirst(status: string): Promise<string> {
    const row = this.rows().filter({ hasText: status }).first();
    const link = row.getByRole("link").first();
    const title = (await link.textContent())!.trim();
    await link.click();
    await expect(this.page.getByRole("heading", { name: title, level: 1 })).toBeVisible({ timeout: 30_000 });
    return title;
  }

  occurrences(table: "Charges made" | "Charges to come"): Locator {
    return this.page.getByRole("table", { name: table }).getByTestId("series-occurrence");
  }

  stopButton(): Locator {
    return this.page.getByRole("button", { name: "Stop series" });
  }

  /** Stop, through the confirmation dialog. */
  async stop(): Promise<Locator> {
    await this.stopButton().click();
    const dialog = this.page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    return dialog;
  }
}
