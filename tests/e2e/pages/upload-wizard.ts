import { expect, type Locator, type Page } from "@playwright/test";

/** A file for the wizard: a path on disk, or contents made by the test. */
export type UploadFile = string | { name: string; mimeType: string; buffer: Buffer };

/** Shorthand for a CSV made in the test: lines joined with CRLF. */
export function csvFile(name: string, lines: readonly string[]): UploadFile {
  return { name, mimeType: "text/csv", buffer: Buffer.from(lines.join("\r\n") + "\r\n", "utf8") };
}

/**
 * The upload wizard (apps/web/src/components/Upload) used by every upload page: choose
 * and check a file, map the columns over a 10-row preview, send the rows, review them (errors on
 * their row, fix in place, remove), plan and process with a progress bar, and the summary.
 * Kind pages render it inside their own page; their page objects hold one of these.
 */
export class UploadWizard {
  constructor(private readonly page: Page) {}

  root(): Locator {
    return this.page.getByTestId("upload-wizard");
  }

  /** Step 1: picks the file (the kind's own choices, if any, are filled by the kind's page object first). */
  async chooseFile(file: UploadFile): Promise<void> {
    await this.root().getByLabel("CSV file").setInputFiles(file);
  }

  /** The message of a file refused before parsing (type, empty, too big, encoding, too many rows). */
  fileError(): Locator {
    return this.root().getByTestId("upload-file-error");
  }

  /** Step 2: the preview table (up to 10 data rows). */
  preview(): Locator {
    return this.root().getByRole("table", { name: "Preview" });
  }

  /** Whether the first row is read as the header (auto-detected; can be changed). */
  headerCheckbox(): Locator {
    return this.root().getByRole("checkbox", { name: "The first row is a header" });
  }

  /** The mapping select of the file's column (1-based, as the page numbers them). */
  mappingSelect(column: number): Locator {
    return this.root().getByRole("combobox", { name: new RegExp(`^Column ${column}\\b`) });
  }

  /** Maps a file column to a key by its label ("Do not upload" leaves it out). */
  async mapColumn(column: number, label: string): Promise<void> {
    await this.mappingSelect(column).selectOption({ label });
  }

  /** The alert listing keys mapped more than once. */
  duplicates(): Locator {
    return this.root().getByTestId("upload-duplicates");
  }

  /** Step 2 → 3: starts the upload and posts the rows (500 at a time); waits for the rows grid. */
  async sendRows(): Promise<void> {
    await this.root().getByRole("button", { name: "Upload rows" }).click();
    await expect(this.rowsTable()).toBeVisible({ timeout: 60_000 });
  }

  /** The send progress bar (step 2 → 3) and the processing progress bar (step 4). */
  progress(): Locator {
    return this.root().getByRole("progressbar");
  }

  rowsTable(): Locator {
    return this.root().getByRole("table", { name: "Uploaded rows" });
  }

  /** A row of the grid by its line number in the file (data rows count from 1). */
  row(rowNo: number): Locator {
    return this.root().locator(`[data-testid="upload-row"][data-row-no="${rowNo}"]`);
  }

  rowErrors(rowNo: number): Locator {
    return this.row(rowNo).getByTestId("upload-row-errors");
  }

  /** Rows with errors / all rows, as the grid's counter says ("2 of 10 rows have errors"). */
  counts(): Locator {
    return this.root().getByTestId("upload-counts");
  }

  async showOnlyErrors(on = true): Promise<void> {
    const toggle = this.root().getByRole("switch", { name: "Only rows with errors" });
    if (on) await toggle.check();
    else await toggle.uncheck();
  }

  /** Fixes a row in place: opens its form, fills the given fields (by column label), saves. */
  async fixRow(rowNo: number, values: Record<string, string>): Promise<void> {
    await this.row(rowNo).getByRole("button", { name: `Fix row ${rowNo}` }).click();
    const dialog = this.page.getByRole("dialog", { name: `Row ${rowNo}` });
    for (const [label, value] of Object.entries(values)) {
      await dialog.getByRole("textbox", { name: label, exact: true }).fill(value);
    }
    await dialog.getByRole("button", { name: "Save row" }).click();
    await expect(dialog).toBeHidden();
  }

  async removeRow(rowNo: number): Promise<void> {
    await this.row(rowNo).getByRole("button", { name: `Remove row ${rowNo}` }).click();
    await expect(this.row(rowNo)).toBeHidden();
  }

  /** Step 3 → 4: asks the server what processing will do. */
  async toPlan(): Promise<void> {
    await this.root().getByRole("button", { name: "Continue" }).click();
    await expect(this.plan()).toBeVisible();
  }

  /** The plan summary: "create N", "update N", "skip N", "with errors N" (and purges). */
  plan(): Locator {
    return this.root().getByTestId("upload-plan");
  }

  planCount(what: "create" | "update" | "skip" | "invalid" | "deactivate" | "delete"): Locator {
    return this.plan().locator(`[data-count="${what}"]`);
  }

  /** Step 4: runs the processing; waits for the summary (step 5). */
  async process(): Promise<void> {
    await this.root().getByRole("button", { name: "Process", exact: true }).click();
    await expect(this.summary()).toBeVisible({ timeout: 120_000 });
  }

  async cancel(): Promise<void> {
    await this.root().getByRole("button", { name: "Cancel upload" }).click();
  }

  /** Step 5: the summary of what was done. */
  summary(): Locator {
    return this.root().getByTestId("upload-summary");
  }

  summaryCount(what: "created" | "updated" | "skipped" | "invalid" | "deactivated" | "deleted"): Locator {
    return this.summary().locator(`[data-count="${what}"]`);
  }
}
