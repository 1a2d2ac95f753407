import { expect, type Locator, type Page } from "@playwright/test";
import { chooseSite } from "./site-picker.ts";
import { chooseAmong, chooseOption } from "./combobox.ts";

/**
 * `/{module}/settings/roles` and `/settings/roles/*`: the role list, the role editor, the
 * assign-administrators dialog and the revoke confirmation.
 */
export class RolesPage {
  constructor(private readonly page: Page) {}

  async goto(module: string): Promise<void> {
    await this.page.goto(`/${module}/settings/roles`);
    await expect(this.page.getByRole("heading", { level: 1, name: "Roles" })).toBeVisible();
  }

  table(): Locator {
    return this.page.getByRole("table", { name: "Roles" });
  }

  rows(): Locator {
    return this.page.getByTestId("role-row");
  }

  row(name: string): Locator {
    return this.rows().filter({ has: this.page.getByRole("link", { name, exact: true }) });
  }

  listError(): Locator {
    return this.page.getByTestId("roles-error");
  }

  /** Opens a row's menu and returns it. */
  async rowMenu(name: string): Promise<Locator> {
    await this.page.getByRole("button", { name: `Actions for ${name}`, exact: true }).click();
    const menu = this.page.getByRole("menu");
    await expect(menu).toBeVisible();
    return menu;
  }

  /** Picks a site in the site picker (control staff and district administrators). */
  chooseSite(name: string, scope: Locator | Page = this.page): Promise<void> {
    return chooseSite(this.page, name, scope);
  }

  // The role editor.

  async startCreate(): Promise<void> {
    await this.page.getByRole("link", { name: "Create role" }).click();
    await expect(this.page.getByRole("heading", { level: 1, name: "Create role" })).toBeVisible();
  }

  roleName(): Locator {
    return this.page.getByRole("textbox", { name: "Role name" });
  }

  sharedToggle(): Locator {
    return this.page.getByRole("switch", { name: "Shared role" });
  }

  sharedRows(): Locator {
    return this.page.getByTestId("shared-rows");
  }

  selectAll(): Locator {
    return this.page.getByRole("checkbox", { name: "Select all control levels" });
  }

  level(level: "View" | "Manage", area: string): Locator {
    return this.page.getByRole("checkbox", { name: `${level} ${area}`, exact: true });
  }

  async restrictTo(category: string): Promise<void> {
    const field = this.page.getByRole("combobox", { name: "Categories" });
    await chooseAmong(this.page, field, this.page.getByRole("option", { name: category, exact: true }), category);
  }

  // Dialogs.

  dialog(name: string): Locator {
    return this.page.getByRole("dialog", { name });
  }

  assignDialog(): Locator {
    return this.dialog("Assign administrators");
  }

  async chooseInDialog(label: "Role" | "Administrator", option: string | RegExp): Promise<void> {
    const input = this.assignDialog().getByRole("combobox", { name: label, exact: true });
    await chooseOption(input, this.page.getByRole("option", { name: option }), { shows: option });
  }

  async roleOptions(): Promise<string[]> {
    await this.assignDialog().getByRole("combobox", { name: "Role", exact: true }).click();
    const listbox = this.page.getByRole("listbox");
    await expect(listbox.getByRole("option").first()).toBeVisible();
    const names = await listbox.getByRole("option").allInnerTexts();
    await this.page.keyboard.press("Escape");
    return names.map((n) => n.trim());
  }

  holders(): Locator {
    return this.page.getByTestId("role-holder");
  }

  administratorRows(): Locator {
    return this.page.getByTestId("role-admin-row");
  }
}
