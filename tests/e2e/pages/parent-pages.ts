import { expect, type Locator, type Page } from "@playwright/test";

/** `/parent/pay`: a tab per student, the items for them, and the add-to-cart dialog. */
export class MakePaymentPage {
  constructor(private readonly page: Page) {}

  async goto(): Promise<void> {
    await this.page.goto("/parent/pay");
    await expect(this.page.getByRole("heading", { name: "Make a payment", level: 1 })).toBeVisible({ timeout: 30_000 });
  }

  async openStudent(name: string): Promise<void> {
    await this.page.getByRole("tab", { name }).click();
  }

  item(title: string): Locator {
    return this.page.getByTestId("payable-item").filter({ hasText: title });
  }

  dialog(): Locator {
    return this.page.getByRole("dialog");
  }

  /** Opens the item's dialog, for the current tab's student; the form is filled by the caller. */
  async startAdding(title: string): Promise<Locator> {
    await this.page.getByRole("button", { name: `Add to cart: ${title}` }).click();
    const dialog = this.dialog();
    await expect(dialog.getByRole("button", { name: "Add to cart" })).toBeVisible();
    return dialog;
  }

  async add(title: string): Promise<void> {
    const dialog = await this.startAdding(title);
    await dialog.getByRole("button", { name: "Add to cart" }).click();
    await expect(dialog).toBeHidden();
    await expect(this.item(title).getByRole("button", { name: "In Cart" })).toBeDisabled();
  }
}

/** `/parent/cart`: lines, totals with the convenience fee, remove, empty, check out. */
export class ParentCartPage {
  constructor(private readonly page: Page) {}

  async goto(): Promise<void> {
    await this.page.goto("/parent/cart");
    await expect(this.page.getByRole("heading", { name: "Your cart", level: 1 })).toBeVisible({ timeout: 30_000 });
  }

  lines(): Locator {
    return this.page.getByTestId("cart-line");
  }

  line(title: string): Locator {
    return this.lines().filter({ hasText: title });
  }

  total(): Locator {
    return this.page.getByTestId("payment-total");
  }

  fee(): Locator {
    return this.page.getByTestId("payment-fee");
  }

  /** Starts from an empty cart whatever earlier runs left there. */
  async empty(): Promise<void> {
    await this.goto();
    const emptied = this.page.getByTestId("cart-empty");
    await expect(this.lines().first().or(emptied)).toBeVisible();
    if (await emptied.isVisible()) return;
    await this.page.getByRole("button", { name: "Empty the cart" }).click();
    await expect(emptied).toBeVisible();
  }

  async remove(title: string): Promise<void> {
    await this.page.getByRole("button", { name: new RegExp(`^Remove ${title}`) }).click();
  }

  async checkOut(): Promise<void> {
    await this.page.getByRole("link", { name: "Check out" }).click();
    await expect(this.page).toHaveURL(/\/parent\/checkout$/);
  }
}
