import { expect, type Locator, type Page } from "@playwright/test";

/** `/control/operations/collections`: rows due, totals by company, remind and close. */
export class CollectionsPage {
  constructor(private readonly page: Page) {}

  async goto(): Promise<void> {
    await this.page.goto("/control/operations/collections");
    await expect(this.page.getByRole("heading", { name: "Collections", level: 1 })).toBeVisible({ timeout: 30_000 });
  }

  row(orderId: number, source = "PARTIAL_ORDER"): Locator {
    return this.page.locator(`[data-testid="collection-row"][data-order-id="${orderId}"][data-source="${source}"]`);
  }

  async remind(orderId: number): Promise<void> {
    await this.row(orderId).getByRole("button", { name: /^Remind / }).click();
  }

  /** Opens the close dialog of a row. */
  async startClosing(orderId: number): Promise<Locator> {
    await this.row(orderId).getByRole("button", { name: /^Close the collection/ }).click();
    const dialog = this.page.getByRole("dialog", { name: "Close this collection" });
    await expect(dialog).toBeVisible();
    return dialog;
  }
}
