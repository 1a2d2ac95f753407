import { expect, type Locator, type Page } from "@playwright/test";
import { chooseOption } from "./combobox.ts";

/** `/{module}/settings/categories`, the category form and the guided delete (`/access-control/categories/*`). */
export class CategoriesPage {
  constructor(private readonly page: Page) {}

  async goto(module: string): Promise<void> {
    await this.page.goto(`/${module}/settings/categories`);
    await expect(this.page.getByRole("heading", { level: 1, name: "Categories" })).toBeVisible();
  }

  rows(): Locator {
    return this.page.getByTestId("category-row");
  }

  row(name: string): Locator {
    return this.rows().filter({ has: this.page.getByRole("cell", { name, exact: true }) });
  }

  async startDelete(name: string): Promise<void> {
    await this.page.getByRole("link", { name: `Delete ${name}`, exact: true }).click();
    await expect(this.page.getByRole("heading", { level: 1, name: `Delete “${name}”` })).toBeVisible();
  }

  // The category form.

  categoryName(): Locator {
    return this.page.getByRole("textbox", { name: "Category name" });
  }

  roleName(): Locator {
    return this.page.getByRole("textbox", { name: "Role name" });
  }

  // The guided delete.

  itemsConflict(): Locator {
    return this.page.getByTestId("items-conflict");
  }

  itemsClear(): Locator {
    return this.page.getByTestId("items-clear");
  }

  rolesConflict(): Locator {
    return this.page.getByTestId("roles-conflict");
  }

  rolesClear(): Locator {
    return this.page.getByTestId("roles-clear");
  }

  button(name: string): Locator {
    return this.page.getByRole("button", { name, exact: true });
  }

  async moveMode(mode: "All at once" | "One by one"): Promise<void> {
    await this.page.getByText(mode, { exact: true }).click();
  }

  /** Chooses an existing category, or types a new one, in a "move to" select. */
  async chooseTarget(select: Locator, name: string, isNew = false): Promise<void> {
    const label = isNew ? `${name} (new category)` : name;
    await chooseOption(select, this.page.getByRole("option", { name: label, exact: true }), {
      open: async () => {
        await select.click();
        await select.fill(name);
      },
      shows: label,
    });
  }

  moveAllTarget(): Locator {
    return this.page.getByRole("combobox", { name: /^Move all \d+ items? to$/ });
  }

  itemTarget(title: string): Locator {
    return this.page.getByRole("combobox", { name: `Move ${title} to`, exact: true });
  }

  conflictRole(name: string): Locator {
    return this.page.getByTestId("conflict-role").filter({ hasText: name });
  }

  conflictAdmin(email: string): Locator {
    return this.page.getByTestId("conflict-admin").filter({ hasText: email });
  }

  async chooseNewRole(adminName: string, role: string): Promise<void> {
    const field = this.page.getByRole("combobox", { name: `New role for ${adminName}`, exact: true });
    await chooseOption(field, this.page.getByRole("option", { name: role, exact: true }), { shows: role });
  }
}
