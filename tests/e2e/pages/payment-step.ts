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

/** A card the gateway simulator approves in full (CONVENTIONS §5), expiring in a few years. */
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
    await form.getByLabel("Name on card").fill(card.name);
    await form.getByLabel("Card number").fill(card.number);
    await form.getByLabel("Expiry month").selectOption(card.month);
    await form.getByLabel("Expiry year").selectOption(card.year);
    await form.getByLabel("Security code").fill(card.securityCode);
    await form.getByLabel(/^Street/).fill(card.street);
    await form.getByLabel("City").fill(card.city);
    await form.getByLabel("State").selectOption(card.state);
    await form.getByLabel("Postal code").fill(card.postalCode);
  }

  /** Place the order: the review modal opens with the total; confirming pays it. */
  async placeAndConfirm(total: string): Promise<void> {
    await this.page.getByTestId("place-order").click();
    const modal = this.page.getByRole("dialog", { name: "Confirm payment" });
    await expect(modal.getByTestId("confirm-total")).toContainText(total);
    await modal.getByRole("button", { name: `Pay ${total}` }).click();
  }
}
