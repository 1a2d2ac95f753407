import { expect, type Locator, type Page } from "@playwright/test";
import { chooseOption } from "./combobox.ts";
import { chooseSite } from "./site-picker.ts";
import { ListRows } from "./list-rows.ts";

export type CoaTab = "Primary accounts" | "Sub accounts";

/**
 * `/{module}/settings/chart-of-accounts`, `/settings/sub-chart-of-accounts` and `/payments/subcoa`:
 * the account list, its search and selection, the create lightbox and the delete dialogs.
 */
export class CoaPage {
  constructor(private readonly page: Page) {}

  async goto(module: string, path = "settings/chart-of-accounts"): Promise<void> {
    await this.page.goto(`/${module}/${path}`);
    await expect(this.page.getByRole("heading", { level: 1, name: "Chart of accounts" })).toBeVisible();
  }

  tab(name: CoaTab): Locator {
    return this.page.getByRole("tab", { name, exact: true });
  }

  table(): Locator {
    return this.page.getByRole("table", { name: "Accounts" });
  }

  rows = (): Locator => new ListRows(this.page, "coa-row").all();
  row = (number: string): Locator => new ListRows(this.page, "coa-row").keyed("number", number);

  /** The items count of an account's row. */
  itemCount(number: string): Locator {
    return this.row(number).getByTestId("coa-items");
  }

  async search(text: string): Promise<void> {
    await this.page.getByRole("textbox", { name: "Search" }).fill(text);
  }

  /** Picks a site in the site picker (control staff and district administrators). */
  chooseSite(name: string): Promise<void> {
    return chooseSite(this.page, name);
  }

  /**
   * The settlement account whose chart of accounts the page shows (kept per payee:
   * docs/product/chart-of-accounts.md).
   */
  payeeSelect(): Locator {
    const name = "Settlement account";
    return this.page.getByRole("combobox", { name, exact: true }).or(this.page.getByRole("textbox", { name, exact: true }));
  }

  /** Picks a payee; its options read "Payee name (Company name)". */
  async choosePayee(name: string): Promise<void> {
    const label = new RegExp(`^${name} \\(`);
    await chooseOption(this.payeeSelect(), this.page.getByRole("option", { name: label }), { shows: label });
  }

  createButton(): Locator {
    return this.page.getByRole("button", { name: /^Create (sub )?account$/ });
  }

  exportButton(): Locator {
    return this.page.getByRole("button", { name: "Export CSV" });
  }

  /** Opens the create lightbox, fills it and saves it; a failure leaves the lightbox open. */
  async submitCreate(account: { number: string; name: string; shared?: boolean }): Promise<void> {
    await this.createButton().click();
    const dialog = this.createDialog();
    await dialog.getByRole("textbox", { name: "Account number" }).fill(account.number);
    await dialog.getByRole("textbox", { name: "Account name" }).fill(account.name);
    if (account.shared) await dialog.getByRole("switch", { name: "Shared with sub-sites" }).check();
    await dialog.getByRole("button", { name: "Save account" }).click();
  }

  /** Creates an account and waits for the lightbox to close and its row to show. */
  async create(account: { number: string; name: string; shared?: boolean }): Promise<void> {
    await this.submitCreate(account);
    await expect(this.createDialog()).toBeHidden();
    await expect(this.row(account.number)).toBeVisible();
  }

  createDialog(): Locator {
    return this.page.getByRole("dialog", { name: /^Create (sub )?account$/ });
  }

  deleteButton(number: string): Locator {
    return this.row(number).getByRole("button", { name: /^Delete / });
  }

  selectBox(number: string): Locator {
    return this.row(number).getByRole("checkbox");
  }

  selectAll(): Locator {
    return this.table().getByRole("checkbox", { name: "Select all" });
  }

  selectionBar(): Locator {
    return this.page.getByTestId("selection-bar");
  }

  /** The confirmation ("Delete account?", "Delete 3 accounts?"). */
  confirmDialog(): Locator {
    return this.page.getByRole("dialog", { name: /^Delete (account|\d+ accounts)\?$/ });
  }

  async confirmDelete(): Promise<void> {
    await this.confirmDialog().getByRole("button", { name: "Delete", exact: true }).click();
  }

  /** The lightbox of an account in use. */
  inUseDialog(): Locator {
    return this.page.getByRole("dialog", { name: "Account in use" });
  }

  inUseItems(): Locator {
    return this.inUseDialog().getByTestId("in-use-item");
  }

  async chooseReplacement(label: string): Promise<void> {
    const input = this.inUseDialog().getByRole("combobox", { name: "New account" });
    await chooseOption(input, this.page.getByRole("option", { name: label, exact: true }), { shows: label });
  }

  async replacementOptions(): Promise<string[]> {
    await this.inUseDialog().getByRole("combobox", { name: "New account" }).click();
    const listbox = this.page.getByRole("listbox");
    await expect(listbox.getByRole("option").first()).toBeVisible();
    const names = await listbox.getByRole("option").allInnerTexts();
    await this.page.keyboard.press("Escape");
    return names.map((n) => n.trim());
  }

  deleteInUseButton(): Locator {
    return this.inUseDialog().getByRole("button", { name: "Delete account" });
  }

  /** A flash message (notification); the first, should the same one show twice. */
  flash(text: string): Locator {
    return this.page.getByText(text, { exact: true }).first();
  }
}
