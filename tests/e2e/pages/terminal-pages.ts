import type { Locator, Page } from "@playwright/test";
import { expect } from "../fixtures.ts";
import { chooseStudent, pickOption } from "./combobox.ts";
import { PaymentStep, type TypedCard } from "./payment-step.ts";

/** The office terminal (`/school/virtual-terminal/office`): items into the terminal's cart. */
export class TerminalOfficePage {
  constructor(private readonly page: Page) {}

  async goto(): Promise<void> {
    await this.page.goto("/school/virtual-terminal/office");
    await expect(this.page.getByRole("heading", { name: "Virtual terminal", level: 1 })).toBeVisible();
  }

  /** The terminal cart of the signed-in user emptied through its legacy call, so each sale starts clean. */
  async emptyCart(): Promise<void> {
    const res = await this.page.request.get("/school/vtcart/clear");
    expect(res.status()).toBe(200);
  }

  panel(): Locator {
    return this.page.getByTestId("add-item-panel");
  }

  /** By item: search the select, choose the item, choose the student (or NA), add it. */
  async addItem(title: string, student: "NA" | string = "NA"): Promise<void> {
    await this.chooseItem(title);
    const panel = this.panel();
    await expect(panel.getByRole("heading", { name: title })).toBeVisible();
    await this.chooseStudent(student);
    await panel.getByRole("button", { name: "Add to cart" }).click();
    await expect(this.page.getByText("The item was added to the cart.")).toBeVisible();
  }

  /**
   * By item: the item searched for and chosen in the select (its panel then opens). The list shows
   * the last search's items until the server's answer for the title replaces them, a redraw that
   * took a click aimed at the item (the pick was lost, the list stayed open on the typed title); so
   * the item is picked once the list holds only items named so. The answer may come from the
   * page's cache (the same title searched before), so the list is waited on, not a request.
   */
  private async chooseItem(title: string): Promise<void> {
    const field = this.page.getByRole("combobox", { name: "Item" });
    const open = async () => {
      await field.fill(title);
      const listed = this.page.getByRole("option");
      const named = title.toLowerCase();
      await expect
        .poll(async () => {
          const texts = await listed.allInnerTexts();
          return texts.length > 0 && texts.every((text) => text.toLowerCase().includes(named));
        }, `the item list holds only the items found for "${title}"`)
        .toBe(true);
    };
    await pickOption(field, this.page.getByRole("option", { name: new RegExp(`^${title} \\(`) }), { open, what: title });
  }

  async chooseStudent(student: "NA" | string): Promise<void> {
    await chooseStudent(this.page, this.panel().getByRole("combobox", { name: "Student" }), student);
  }

  /** By student: find the student, choose them, and press Add on one of their items. */
  async addForStudent(name: string, title: string): Promise<void> {
    await this.page.getByRole("tab", { name: "By student" }).click();
    await this.page.getByRole("textbox", { name: "Find a student" }).fill(name);
    await this.page.getByRole("button", { name: new RegExp(`^${name}`) }).click();
    const items = this.page.getByRole("table", { name: `Items for ${name}` });
    await items.getByRole("button", { name: `Add ${title} for ${name}` }).click();
  }

  /** An item chosen in the By item select, its panel shown (nothing added yet). */
  async openItem(title: string): Promise<void> {
    await this.chooseItem(title);
    await expect(this.panel().getByRole("heading", { name: title })).toBeVisible();
  }

  /** The student picker typed into by keyboard: a name, then ↓ Enter once `first` is listed first. */
  async typeStudentAndPickFirst(name: string, first: string): Promise<Locator> {
    const select = this.panel().getByRole("combobox", { name: "Student" });
    await select.fill(name);
    await expect(this.page.getByRole("option").first()).toHaveText(new RegExp(`^${first}`), { timeout: 20_000 });
    await select.press("ArrowDown");
    await select.press("Enter");
    return select;
  }

  async openCart(): Promise<void> {
    await this.page.getByRole("link", { name: /^Cart \(\d+\)$/ }).click();
    await expect(this.page.getByRole("heading", { name: "Terminal cart", level: 1 })).toBeVisible();
  }
}

/** The terminal's cart (`/school/virtual-terminal/pay`). */
export class TerminalCartPage {
  constructor(private readonly page: Page) {}

  lines(): Locator {
    return this.page.getByTestId("cart-line");
  }

  total(): Locator {
    return this.page.getByTestId("payment-total");
  }

  async checkOut(): Promise<void> {
    await this.page.getByRole("button", { name: "Check out" }).click();
    await expect(this.page.getByRole("heading", { name: "Payment", level: 1 })).toBeVisible();
  }
}

/** The payment step at the terminal: the shared form plus the method and card-entry choices. */
export class TerminalPaymentStep extends PaymentStep {
  constructor(private readonly terminalPage: Page) {
    super(terminalPage);
  }

  async chooseMethod(method: "Card" | "Cash" | "Check"): Promise<void> {
    await this.form().getByRole("radio", { name: method, exact: true }).check();
  }

  async chooseEntry(entry: "Manual" | "Swipe"): Promise<void> {
    await this.form().getByRole("radio", { name: entry, exact: true }).check();
  }

  async typeManualCard(card: TypedCard): Promise<void> {
    await this.chooseMethod("Card");
    await this.chooseEntry("Manual");
    await this.typeCard(card);
  }

  /**
   * What a magstripe reader types: both tracks in one burst. Given as one input event: typed key by
   * key on a loaded machine, pauses longer than the field's 100 ms debounce would split the swipe,
   * which a real reader (a few ms per character) never does.
   */
  async swipe(tracks: string): Promise<void> {
    await this.chooseMethod("Card");
    await this.chooseEntry("Swipe");
    await this.form().getByLabel("Swipe card").fill(tracks);
  }

  swipeField(): Locator {
    return this.form().getByLabel("Swipe card");
  }

  swipeRead(): Locator {
    return this.terminalPage.getByTestId("swipe-read");
  }

  async billingAddress(address: { street: string; city: string; state: string; postalCode: string }): Promise<void> {
    const form = this.form();
    await form.getByRole("textbox", { name: "Street", exact: true }).fill(address.street);
    await form.getByRole("textbox", { name: "City", exact: true }).fill(address.city);
    await form.getByRole("combobox", { name: "State", exact: true }).selectOption(address.state);
    await form.getByRole("textbox", { name: "Postal code", exact: true }).fill(address.postalCode);
  }

  async payerAndPostalCode(name: string, postalCode: string): Promise<void> {
    await this.form().getByLabel("Payer name").fill(name);
    await this.form().getByLabel("Postal code").fill(postalCode);
  }

  total(): Locator {
    return this.terminalPage.getByTestId("payment-total");
  }
}

/** The success page with the order's receipt embedded: the payer, paid in full, the payments made. */
export async function expectReceipt(page: Page, expected: { payer: string; payments: number }): Promise<void> {
  await expect(page.getByRole("heading", { name: "Payment received", level: 1 })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId("payment-success")).toBeVisible();
  const receipt = page.getByTestId("receipt");
  await expect(receipt.getByTestId("receipt-payer")).toHaveText(expected.payer, { timeout: 20_000 });
  await expect(receipt.getByTestId("receipt-status")).toHaveText("Paid");
  await expect(receipt.getByTestId("receipt-payment")).toHaveCount(expected.payments);
}
