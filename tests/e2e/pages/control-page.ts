import { expect, type Locator, type Page } from "@playwright/test";

/** `/control/company/search`: keyword field with suggestions, results table, quick login per row. */
export class CompanySearchPage {
  constructor(private readonly page: Page) {}

  async goto(keyword?: string): Promise<void> {
    await this.page.goto(keyword ? `/control/company/search?keyword=${encodeURIComponent(keyword)}` : "/control/company/search");
    await expect(this.heading()).toBeVisible();
  }

  heading() {
    return this.page.getByRole("heading", { name: "Company search", level: 1 });
  }

  keyword() {
    // A combobox: it suggests companies as you type.
    return this.page.getByRole("combobox", { name: "Keyword" });
  }

  async search(keyword: string): Promise<void> {
    await this.keyword().fill(keyword);
    await this.page.getByRole("button", { name: "Search", exact: true }).click();
  }

  /** The suggestion list under the keyword field. */
  suggestion(name: string) {
    return this.page.getByRole("option", { name: new RegExp(`^${name}`) });
  }

  rows() {
    return this.page.getByTestId("company-row");
  }

  row(name: string): Locator {
    return this.rows().filter({ has: this.page.getByTestId("company-name").getByText(name, { exact: true }) });
  }

  count() {
    return this.page.getByTestId("company-results-count");
  }

  empty() {
    return this.page.getByTestId("company-results-empty");
  }

  signInAs(name: string) {
    return this.page.getByRole("button", { name: `Sign in as ${name}` });
  }
}

/** `/control/operations/outbox`: outgoing mail, newest first, filtered by recipient and status. */
export class OutboxPage {
  constructor(private readonly page: Page) {}

  async goto(): Promise<void> {
    await this.page.goto("/control/operations/outbox");
    await expect(this.page.getByRole("heading", { name: "Outbox", level: 1 })).toBeVisible();
  }

  recipient() {
    return this.page.getByRole("textbox", { name: "Recipient" });
  }

  rows() {
    return this.page.getByTestId("outbox-row");
  }

  async filterStatus(label: "All" | "Sent" | "Queued" | "Failed"): Promise<void> {
    await this.page.getByText(label, { exact: true }).click();
  }

  message() {
    return this.page.getByTestId("outbox-message");
  }

  body() {
    return this.page.getByTestId("outbox-body");
  }
}
