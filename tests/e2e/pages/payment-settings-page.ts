import { expect, type Locator, type Page } from "@playwright/test";

/** `/{module}/payments`: the fee settings, then the cash discount and the payees' card brands. */
export class PaymentSettingsPage {
  constructor(private readonly page: Page) {}

  async goto(module: string): Promise<void> {
    await this.page.goto(`/${module}/payments`);
    await expect(this.page.getByRole("heading", { level: 1, name: "Payment settings" })).toBeVisible();
    await expect(this.cardForm()).toBeVisible();
  }

  cardForm(): Locator {
    return this.page.getByRole("form", { name: "Cash discount and card brands" });
  }

  cashDiscount(): Locator {
    return this.cardForm().getByRole("switch", { name: "Suggest a cash discount" });
  }

  /** The brand choices of one payee, by the payee's name. */
  brands(payee: string): Locator {
    return this.cardForm().getByRole("group", { name: `Cards accepted by ${payee}` });
  }

  brand(payee: string, label: string): Locator {
    return this.brands(payee).getByRole("checkbox", { name: label, exact: true });
  }

  async save(): Promise<void> {
    await this.cardForm().getByRole("button", { name: "Save card settings" }).click();
  }
}
