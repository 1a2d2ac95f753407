import { expect, type Page } from "@playwright/test";

/** The transaction detail page (/{module}/reports/txn/{orderId}), as a user sees it. */
export class TransactionDetailPage {
  constructor(private readonly page: Page) {}

  async open(module: string, orderId: number): Promise<void> {
    await this.page.goto(`/${module}/reports/txn/${orderId}`);
    await expect(this.page.getByRole("heading", { level: 1, name: `Transaction ${orderId}` })).toBeVisible();
    await expect(this.payorPanel()).toBeVisible();
  }

  payorPanel() {
    return this.page.getByTestId("payor-panel");
  }

  payorField(key: string) {
    return this.page.getByTestId(`payor-${key}`);
  }

  itemRows() {
    return this.page.getByTestId("item-row");
  }

  changeRows() {
    return this.page.getByTestId("change-row");
  }

  undoSuccess() {
    return this.page.getByTestId("undo-success");
  }

  /** Edit → change the fields → Save → the update-memo lightbox → Save update. */
  async editPayor(fields: Record<string, string>, memo: string): Promise<void> {
    await this.payorPanel().getByRole("button", { name: "Edit" }).click();
    const form = this.page.getByRole("form", { name: "Edit payor details" });
    for (const [label, value] of Object.entries(fields)) await form.getByRole("textbox", { name: label, exact: true }).fill(value);
    await form.getByRole("button", { name: "Save" }).click();
    await this.saveMemo(memo);
  }

  async saveMemo(memo: string): Promise<void> {
    const dialog = this.page.getByRole("dialog", { name: "Update memo" });
    await dialog.getByLabel("Why are you making this update?").fill(memo);
    await dialog.getByRole("button", { name: "Save update" }).click();
    await expect(dialog).toBeHidden();
  }

  /** The Undo button of the newest change whose row holds `text`. */
  async undo(text: string): Promise<void> {
    await this.changeRows().filter({ hasText: text }).first().getByRole("button", { name: "Undo" }).click();
  }
}
