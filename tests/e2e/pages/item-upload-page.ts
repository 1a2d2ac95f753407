import { expect, type Page } from "@playwright/test";
import { UploadWizard } from "./upload-wizard.ts";
import { chooseOption } from "./combobox.ts";

/**
 * The item upload pages (/school/settings/items/upload-items and /update-items; docs/product/uploads.md): the
 * source choice (an item to copy, a catalog, a new catalog), the purge choice, and the shared
 * upload wizard.
 */
export class ItemUploadPage {
  readonly wizard: UploadWizard;

  constructor(private readonly page: Page) {
    this.wizard = new UploadWizard(page);
  }

  async goto(mode: "create" | "update" = "create"): Promise<void> {
    await this.page.goto(`/school/settings/items/${mode === "create" ? "upload-items" : "update-items"}`);
    await expect(this.page.getByRole("heading", { level: 1, name: mode === "create" ? "Upload items" : "Update items" })).toBeVisible();
  }

  /** Picks the item new rows copy, by searching its title. */
  async chooseBaseItem(title: string): Promise<void> {
    const input = this.page.getByRole("textbox", { name: "Item", exact: true }).or(this.page.getByRole("combobox", { name: "Item", exact: true }));
    const shows = new RegExp(`^${title} \\(`);
    const open = async () => {
      await input.click();
      await input.fill(title);
    };
    await chooseOption(input, this.page.getByRole("option", { name: shows }), { open, shows });
  }

  uploadRowsButton() {
    return this.wizard.root().getByRole("button", { name: "Upload rows" });
  }

  /** The message that keeps the upload from starting (docs/product/uploads.md, Items). */
  startBlocked(message: string) {
    return this.wizard.root().getByText(message, { exact: true });
  }
}
