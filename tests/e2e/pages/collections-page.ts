import { expect, type APIRequestContext, type Locator, type Page } from "@playwright/test";

/**
 * A partial authorization at Lincoln's terminal through the real cart and checkout calls (the
 * CONVENTIONS §5 partial card, half approved), for a signed-in school user's request context.
 * Answers the order id and the payer's e-mail.
 */
export async function partialSale(request: APIRequestContext, payerEmail: string): Promise<{ orderId: number }> {
  const items = await (await request.get("/school/items/list?search=Zoo%20Field%20Trip")).json();
  const itemId = items.items.find((i: { title: string }) => i.title === "Zoo Field Trip").item_id as number;
  const added = await request.get(`/school/virtual-terminal/cart/add-item/${itemId}`);
  expect(added.status()).toBe(200);
  const lineId = (await added.json()).line_id as number;
  const paid = await request.post("/pay/process/terminal-cart", {
    data: {
      payment_method: "card",
      name: "Pat Partial",
      email: payerEmail,
      street: "1 Main St",
      city: "Springfield",
      state: "IL",
      country: "USA",
      postal_code: "62701",
      cc_pan: "4000000000000119",
      cc_month: "12",
      cc_year: "2030",
      cc_cv: "123",
      items: [lineId],
      idempotency_key: `e2e-partial-${Date.now()}-${Math.random()}`,
    },
  });
  expect(paid.status()).toBe(200);
  const body = await paid.json();
  expect(body.status).toBe("partial");
  return { orderId: body.order_id };
}

/** `/control/operations/collections`: rows due, totals by company, remind and close. */
export class CollectionsPage {
  constructor(private readonly page: Page) {}

  async goto(): Promise<void> {
    await this.page.goto("/control/operations/collections");
    await expect(this.page.getByRole("heading", { name: "Collections", level: 1 })).toBeVisible({ timeout: 30_000 });
  }

  row(orderId: number, source = "PARTIAL_ORDER"): Locator {
    return this.page.locator(`[data-testid="collection-row"][data-order-id="${orderId}"][data-source="${source}"]`);
  }

  async remind(orderId: number): Promise<void> {
    await this.row(orderId).getByRole("button", { name: /^Remind / }).click();
  }

  /** Opens the close dialog of a row. */
  async startClosing(orderId: number): Promise<Locator> {
    await this.row(orderId).getByRole("button", { name: /^Close the collection/ }).click();
    const dialog = this.page.getByRole("dialog", { name: "Close this collection" });
    await expect(dialog).toBeVisible();
    return dialog;
  }
}
