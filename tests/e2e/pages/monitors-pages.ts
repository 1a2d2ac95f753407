import { expect, type Page } from "@playwright/test";

/** The monitor screens (`/{module}/operations/monitors*`) and a company's support contacts. */
export class MonitorsPages {
  constructor(private readonly page: Page) {}

  async gotoList(module: string): Promise<void> {
    await this.page.goto(`/${module}/operations/monitors`);
    await expect(this.page.getByRole("heading", { level: 1, name: "Monitors" })).toBeVisible();
  }

  async gotoCreate(module: string): Promise<void> {
    await this.page.goto(`/${module}/operations/monitors/create`);
    await expect(this.page.getByRole("heading", { level: 1, name: "New monitor" })).toBeVisible();
  }

  form() {
    return this.page.getByRole("form", { name: /monitor/i });
  }

  save() {
    return this.form().getByRole("button", { name: "Save monitor" });
  }

  async pickCompany(search: string, name: string): Promise<void> {
    await this.form().getByRole("combobox", { name: "Company" }).fill(search);
    await this.page
      .getByRole("option", { name: new RegExp(name) })
      .first()
      .click();
  }

  /** The slider's thumb: arrow keys move it one step. */
  level() {
    return this.form().getByRole("slider");
  }

  contactPrompt() {
    return this.page.getByRole("dialog", { name: "New support contacts" });
  }

  runNow() {
    return this.page.getByRole("button", { name: "Run now" });
  }

  lastMatch() {
    return this.page.getByTestId("monitor-last-match");
  }

  listRow(companyName: string, monitorId: number) {
    return this.page.getByTestId("monitor-row").filter({ hasText: companyName }).filter({ hasText: `Monitor #${monitorId}` });
  }

  /** The monitor's id, from the edit page's address. */
  monitorIdFromUrl(): number {
    const match = /operations\/monitors\/(\d+)\/edit/.exec(this.page.url());
    if (!match) throw new Error(`not on a monitor's edit page: ${this.page.url()}`);
    return Number(match[1]);
  }

  contactRows() {
    return this.page.getByTestId("support-contact-row");
  }
}
