import { expect, type Page } from "@playwright/test";

/** A receipt page (print page, control page or public view), as a user sees it. */
export class ReceiptPage {
  constructor(private readonly page: Page) {}

  receipt() {
    return this.page.getByTestId("receipt");
  }

  orderId() {
    return this.page.getByTestId("receipt-order-id");
  }

  lines() {
    return this.page.getByTestId("receipt-line");
  }

  payments() {
    return this.page.getByTestId("receipt-payment");
  }

  unknownOrder() {
    return this.page.getByTestId("receipt-unknown");
  }

  printButton() {
    return this.page.getByRole("button", { name: "Print receipt" });
  }

  pdfLink() {
    return this.page.getByRole("link", { name: "Download PDF" });
  }

  /**
   * Replace the browser's print dialog (headless has none) with a counter the test can read.
   * Strings, evaluated in the page: this package compiles without the DOM's types.
   */
  async stubPrintDialog(): Promise<void> {
    await this.page.evaluate("(window.printed = 0, window.print = () => { window.printed += 1; }, true)");
  }

  async printCount(): Promise<number> {
    return this.page.evaluate<number>("window.printed");
  }

  async sendTo(address: string): Promise<void> {
    await this.page.getByLabel("E-mail the receipt").fill(address);
    await this.page.getByRole("button", { name: "Send" }).click();
  }

  /** The first receipt page of a run loads its chunks and the PDF library's first render on a busy machine: allow it time. */
  async expectLoaded(orderId: number): Promise<void> {
    await expect(this.receipt()).toBeVisible({ timeout: 30_000 });
    await expect(this.orderId()).toHaveText(String(orderId));
  }
}
