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

  /** Replace the browser's print dialog (headless has none) with a flag the test can read. */
  async stubPrintDialog(): Promise<void> {
    await this.page.evaluate(() => {
      (window as unknown as { printed: number }).printed = 0;
      window.print = () => {
        (window as unknown as { printed: number }).printed += 1;
      };
    });
  }

  async printCount(): Promise<number> {
    return this.page.evaluate(() => (window as unknown as { printed: number }).printed);
  }

  async sendTo(address: string): Promise<void> {
    await this.page.getByLabel("E-mail the receipt").fill(address);
    await this.page.getByRole("button", { name: "Send" }).click();
  }

  async expectLoaded(orderId: number): Promise<void> {
    await expect(this.receipt()).toBeVisible();
    await expect(this.orderId()).toHaveText(String(orderId));
  }
}
