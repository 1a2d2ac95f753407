import { expect, type Locator, type Page } from "@playwright/test";
import { pickOption } from "./combobox.ts";

/** /{module}/settings/account-structure: the company tree with add and move dialogs. */
export class AccountStructurePage {
  constructor(private readonly page: Page) {}

  async open(module = "school"): Promise<void> {
    await this.page.goto(`/${module}/settings/account-structure`);
    await expect(this.page.getByRole("heading", { level: 1, name: "Account structure" })).toBeVisible();
  }

  /** The list of sites directly below a site. */
  sitesBelow(name: string): Locator {
    return this.page.getByRole("list", { name: `Sites below ${name}`, exact: true });
  }

  async addSite(parent: string, name: string): Promise<void> {
    await this.page.getByRole("button", { name: `Add site under ${parent}`, exact: true }).click();
    const dialog = this.page.getByRole("dialog", { name: `Add a site under ${parent}` });
    await dialog.getByRole("textbox", { name: "Site name" }).fill(name);
    await dialog.getByRole("button", { name: "Add site" }).click();
    await expect(dialog).toBeHidden();
  }

  async moveSite(name: string, under: string): Promise<void> {
    await this.page.getByRole("button", { name: `Move ${name}`, exact: true }).click();
    const dialog = this.page.getByRole("dialog", { name: `Move ${name}` });
    const field = dialog.getByRole("combobox", { name: "Move under", exact: true });
    await pickOption(field, this.page.getByRole("option", { name: new RegExp(`${under}$`) }), { what: `the site ${under}` });
    await dialog.getByRole("button", { name: "Move site" }).click();
    await expect(dialog).toBeHidden();
  }
}

/** /control/company/{id}/ftp-account/files/…: a company's file export format. */
export class ExportFormatPage {
  constructor(private readonly page: Page) {}

  async open(companyId: number): Promise<void> {
    await this.page.goto(`/control/company/${companyId}/ftp-account/files/format`);
    await expect(this.page.getByRole("heading", { level: 1, name: "File export format" })).toBeVisible();
  }

  offset(): Locator {
    return this.page.getByRole("textbox", { name: "Date offset" });
  }

  padding(): Locator {
    return this.page.getByRole("textbox", { name: "Column padding" });
  }

  async save(): Promise<void> {
    await this.page.getByRole("button", { name: "Save", exact: true }).click();
  }
}
