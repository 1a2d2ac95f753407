import { expect, type Locator, type Page } from "@playwright/test";

export interface TypedCard {
  name: string;
  number: string;
  month: string;
  year: string;
  securityCode: string;
  street: string;
  city: string;
  state: string;
  postalCode: string;
}

/**
 * A card the gateway simulator approves in full (docs/product/checkout-and-payments.md), expiring in
 * a few years.
 */
export function approvedVisa(name: string): TypedCard {
  return {
    name,
    number: "4111111111111111",
    month: "12",
    year: String(new Date().getFullYear() + 3),
    securityCode: "123",
    street: "12 Elm Street",
    city: "Springfield",
    state: "IL",
    postalCode: "62701",
  };
}

/** The shared payment step (components/PaymentForm) as the parent and guest checkout show it. */
export class PaymentStep {
  constructor(private readonly page: Page) {}

  form(): Locator {
    return this.page.getByRole("form", { name: "Payment" });
  }

  fee(): Locator {
    return this.page.getByTestId("payment-fee");
  }

  async typeCard(card: TypedCard): Promise<void> {
    const form = this.form();
    const field = (name: string) => form.getByRole("textbox", { name, exact: true });
    const choice = (name: string) => form.getByRole("combobox", { name, exact: true });
    await field("Name on card").fill(card.name);
    await field("Card number").fill(card.number);
    await choice("Expiry month").selectOption(card.month);
    await choice("Expiry year").selectOption(card.year);
    await field("Security code").fill(card.securityCode);
    await field("Street").fill(card.street);
    await field("City").fill(card.city);
    await choice("State").selectOption(card.state);
    await field("Postal code").fill(card.postalCode);
  }

  /** The failure alert above the place-order button (a decline, a refusal, a check of the payment). */
  failure(): Locator {
    return this.page.getByTestId("payment-failure");
  }

  /** The security check a guest answers after a declined card. */
  captcha(): Locator {
    return this.form().getByTestId("captcha");
  }

  /** The widget solves its puzzle in the browser; it reads "Verified" once the answer can be sent. */
  async waitForCaptcha(): Promise<void> {
    await expect(this.captcha().getByText("Verified")).toBeVisible({ timeout: 30_000 });
  }

  /** Place the order: the review modal opens with the total to confirm. */
  async placeOrder(total: string): Promise<Locator> {
    await this.page.getByTestId("place-order").click();
    const modal = this.page.getByRole("dialog", { name: "Confirm payment" });
    await expect(modal.getByTestId("confirm-total")).toContainText(total);
    return modal;
  }

  /** Confirming in the review modal pays the total. */
  async confirm(modal: Locator, total: string): Promise<void> {
    await modal.getByRole("button", { name: `Pay ${total}` }).click();
  }

  /** Both steps at once, where the review needs no look of its own. */
  async placeAndConfirm(total: string): Promise<void> {
    await this.confirm(await this.placeOrder(total), total);
  }
}
