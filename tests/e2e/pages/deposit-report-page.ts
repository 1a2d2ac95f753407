import { expect, type Page } from "@playwright/test";

/** `/{module}/reports/deposit`: the deposit report by day, settlement account, account and tender. */
export class DepositReportPage {
  constructor(private readonly page: Page) {}

  async goto(module = "school", range: { from?: string; to?: string } = {}): Promise<void> {
    const query = new URLSearchParams(Object.entries(range).filter((e): e is [string, string] => Boolean(e[1])));
    await this.page.goto(`/${module}/reports/deposit${query.size ? `?${query}` : ""}`);
    await expect(this.page.getByRole("heading", { name: "Deposit report", level: 1 })).toBeVisible();
  }

  from() {
    return this.page.getByLabel("From");
  }

  to() {
    return this.page.getByLabel("To", { exact: true });
  }

  days() {
    return this.page.getByTestId("deposit-day");
  }

  /** The grand total of the range, as shown ("$1,234.50"). */
  grandTotal() {
    return this.page.getByTestId("deposit-grand-total").getByTestId("deposit-total");
  }

  downloadLink() {
    return this.page.getByRole("link", { name: "Download CSV" });
  }

  printButton() {
    return this.page.getByRole("button", { name: "Print" });
  }
}
