import { expect, type Locator, type Page } from "@playwright/test";
import type { UploadFile } from "./upload-wizard.ts";

/** `/control/statements/email-upload`: choose a CSV, send it 10 rows at a time, land on the key page. */
export class StatementsUploadPage {
  constructor(private readonly page: Page) {}

  async goto(): Promise<void> {
    await this.page.goto("/control/statements/email-upload");
    await expect(this.page.getByRole("heading", { level: 1, name: "Statements upload" })).toBeVisible();
  }

  async chooseFile(file: UploadFile): Promise<void> {
    await this.page.getByLabel("Statement file (CSV)").setInputFiles(file);
  }

  async send(): Promise<void> {
    await this.page.getByRole("button", { name: "Upload and send statements" }).click();
  }

  error(): Locator {
    return this.page.getByTestId("statements-error");
  }
}

/** `/control/statements/key/{key}`: what one statements upload sent. */
export class StatementKeyPage {
  constructor(private readonly page: Page) {}

  async expectShown(): Promise<void> {
    await expect(this.page).toHaveURL(/\/control\/statements\/key\/[^/]+$/);
    await expect(this.page.getByRole("heading", { level: 1, name: "Statements sent" })).toBeVisible();
  }

  figure(what: "rows" | "sent" | "errors"): Locator {
    return this.page.getByTestId(`statement-${what}`);
  }

  /** The failed rows' table; `row(n)` is the table row of file row n. */
  errorRows(): Locator {
    return this.page.getByTestId("statement-error-rows");
  }

  errorRow(rowNo: number): Locator {
    return this.errorRows().getByRole("row").filter({ has: this.page.getByRole("cell", { name: String(rowNo), exact: true }) });
  }
}

/** `/{module}/settings/students-and-groups/groups/upload`: the group upload's own choices before the wizard's steps. */
export class GroupUploadPage {
  constructor(private readonly page: Page) {}

  async goto(module: string): Promise<void> {
    await this.page.goto(`/${module}/settings/students-and-groups/groups/upload`);
    await expect(this.page.getByRole("heading", { level: 1, name: "Upload student groups" })).toBeVisible();
  }

  async chooseSingleGroup(name: string): Promise<void> {
    await this.page.getByRole("radio", { name: /^One group/ }).check();
    await this.page.getByRole("textbox", { name: "Group name" }).fill(name);
  }

  async chooseMultipleGroups(): Promise<void> {
    await this.page.getByRole("radio", { name: /^Several groups/ }).check();
  }
}
