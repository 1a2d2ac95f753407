import { expect, type Locator, type Page } from "@playwright/test";

/** The parent's page after paying (`/parent/success`): the receipt, its payments, what is still due. */
export class ParentSuccessPage {
  constructor(private readonly page: Page) {}

  async waitFor(): Promise<string> {
    await expect(this.page).toHaveURL(/\/parent\/success\?order_id=\d+$/, { timeout: 30_000 });
    await expect(this.page.getByTestId("payment-received")).toBeVisible({ timeout: 30_000 });
    return new URL(this.page.url()).searchParams.get("order_id")!;
  }

  lines(): Locator {
    return this.page.getByTestId("receipt-line");
  }

  total(): Locator {
    return this.page.getByTestId("receipt-total");
  }

  payments(): Locator {
    return this.page.getByTestId("receipt-payment");
  }

  stillDue(): Locator {
    return this.page.getByTestId("amount-still-due");
  }
}

/** `/parent/rest/{orderId}`: what a partial authorization left due, the order's lines and payments, the card form. */
export class PayRestPage {
  constructor(private readonly page: Page) {}

  async waitFor(orderId: string): Promise<void> {
    await expect(this.page).toHaveURL(new RegExp(`/parent/rest/${orderId}$`), { timeout: 30_000 });
    await expect(this.amountDue()).toBeVisible({ timeout: 30_000 });
  }

  amountDue(): Locator {
    return this.page.getByTestId("amount-due");
  }

  lines(): Locator {
    return this.page.getByTestId("summary-line");
  }

  payments(): Locator {
    return this.page.getByTestId("summary-payment");
  }
}

/** `/pay/for/{slug}/{code}`: one item's public page, and its add-to-cart form for a signed-in parent. */
export class PayLinkPage {
  constructor(private readonly page: Page) {}

  async goto(code: string, title: string): Promise<void> {
    await this.page.goto(`/pay/for/item/${code}`);
    await expect(this.page.getByRole("heading", { name: title, level: 1 })).toBeVisible({ timeout: 30_000 });
  }

  price(): Locator {
    return this.page.getByTestId("pay-price");
  }

  student(): Locator {
    return this.page.getByRole("combobox", { name: "Student" });
  }

  /** The names the student select offers, read from its open list (closed again after). */
  async studentChoices(): Promise<string[]> {
    await this.student().click();
    const listbox = this.page.getByRole("listbox");
    await expect(listbox.getByRole("option").first()).toBeVisible();
    const names = (await listbox.getByRole("option").allTextContents()).map((name) => name.trim());
    await this.page.keyboard.press("Escape");
    await expect(listbox).toBeHidden();
    return names;
  }
}
