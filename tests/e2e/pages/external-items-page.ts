import type { Locator, Page } from "@playwright/test";
import { expect } from "../fixtures.ts";
import { chooseOption, chooseStudent } from "./combobox.ts";

/** `/school/virtual-terminal/external-items`: a plugin and a student, their SIS fees, into the cart. */
export class ExternalItemsPage {
  constructor(private readonly page: Page) {}

  async goto(): Promise<void> {
    await this.page.goto("/school/virtual-terminal/external-items");
    await expect(this.page.getByRole("heading", { name: "External items", level: 1 })).toBeVisible();
  }

  async choosePlugin(label: string): Promise<void> {
    const field = this.page.getByRole("combobox", { name: "Student information system" });
    await chooseOption(field, this.page.getByRole("option", { name: label }), { shows: label });
  }

  async chooseStudent(name: string): Promise<void> {
    await chooseStudent(this.page, this.page.getByRole("combobox", { name: "Student", exact: true }), name);
  }

  async find(): Promise<void> {
    await this.page.getByRole("button", { name: "Find" }).click();
  }

  rows(): Locator {
    return this.page.getByRole("table", { name: "External items" }).getByRole("row");
  }

  async add(title: string, amount?: string): Promise<void> {
    if (amount !== undefined) await this.page.getByLabel(`Amount to pay for ${title}`).fill(amount);
    await this.page.getByRole("button", { name: `Add to cart: ${title}` }).click();
    await expect(this.page.getByRole("button", { name: `In Cart: ${title}` })).toBeDisabled();
  }

  async openCart(): Promise<void> {
    await this.page.getByRole("link", { name: "Go to the cart" }).click();
    await expect(this.page.getByRole("heading", { name: "Terminal cart", level: 1 })).toBeVisible();
  }
}
