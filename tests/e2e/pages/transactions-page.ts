import { expect, type Page } from "@playwright/test";
import { chooseOption } from "./combobox.ts";

/** `/{module}/reports/txn`: the transactions list. */
export class TransactionsListPage {
  constructor(private readonly page: Page) {}

  async goto(module = "school", query = ""): Promise<void> {
    await this.page.goto(`/${module}/reports/txn${query}`);
    await expect(this.page.getByRole("heading", { name: "Transactions", level: 1 })).toBeVisible();
  }

  rows() {
    return this.page.getByTestId("transaction-row");
  }

  row(orderId: number) {
    return this.page.locator(`[data-testid="transaction-row"][data-order-id="${orderId}"]`);
  }

  search() {
    return this.page.getByRole("textbox", { name: "Search" });
  }

  from() {
    return this.page.getByLabel("From");
  }

  to() {
    return this.page.getByLabel("To", { exact: true });
  }

  /**
   * The days the list shows, once it has them: without dates in the address the fields stay empty
   * until the server answers with its default range.
   */
  async shownRange(): Promise<{ from: string; to: string }> {
    const day = /^\d{4}-\d{2}-\d{2}$/;
    await expect(this.from()).toHaveValue(day);
    await expect(this.to()).toHaveValue(day);
    return { from: await this.from().inputValue(), to: await this.to().inputValue() };
  }

  totals() {
    return this.page.getByTestId("transaction-totals");
  }

  async chooseMethod(label: "Card" | "Cash" | "Check"): Promise<void> {
    const field = this.page.getByRole("combobox", { name: "Method", exact: true }).or(this.page.getByRole("textbox", { name: "Method", exact: true }));
    await chooseOption(field, this.page.getByRole("option", { name: label, exact: true }), { shows: label });
  }

  exportLink() {
    return this.page.getByRole("link", { name: "Export CSV" });
  }

  /** The order ids of the rows shown, top to bottom. */
  async orderIds(): Promise<number[]> {
    return (await this.rows().evaluateAll((rows) => rows.map((r) => r.getAttribute("data-order-id")))).map(Number);
  }
}

/** `/{module}/reports/users`: the users report (docs/product/reports-and-time-zones.md). */
export class UsersReportPage {
  constructor(private readonly page: Page) {}

  async goto(module = "school"): Promise<void> {
    await this.page.goto(`/${module}/reports/users`);
    await expect(this.page.getByRole("heading", { name: "Users report", level: 1 })).toBeVisible();
  }

  search() {
    return this.page.getByRole("textbox", { name: "Search" });
  }

  row(email: string) {
    return this.page.locator(`[data-testid="user-row"][data-email="${email}"]`);
  }

  rows() {
    return this.page.getByTestId("user-row");
  }

  dialog() {
    return this.page.getByRole("dialog", { name: "Send a password reset link" });
  }
}
