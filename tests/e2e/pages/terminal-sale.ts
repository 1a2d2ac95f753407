import { expect, type APIRequestContext } from "@playwright/test";

/**
 * A sale of the seeded Zoo Field Trip ($18.00) at Lincoln's terminal, through the real cart and
 * checkout calls, for a signed-in school user's request context: one line added, then paid with
 * `payment` (the payment object of docs/product/checkout-and-payments.md). Answers the checkout's answer.
 */
async function zooFieldTripSale(request: APIRequestContext, payment: Record<string, string>, label: string): Promise<Record<string, unknown>> {
  const items = await (await request.get("/school/items/list?search=Zoo%20Field%20Trip")).json();
  const itemId = items.items.find((i: { title: string }) => i.title === "Zoo Field Trip").item_id as number;
  const added = await request.get(`/school/virtual-terminal/cart/add-item/${itemId}`);
  expect(added.status()).toBe(200);
  const lineId = (await added.json()).line_id as number;
  const paid = await request.post("/pay/process/terminal-cart", {
    data: { ...payment, items: [lineId], idempotency_key: `e2e-sale-${label}-${Date.now()}-${Math.random()}` },
  });
  expect(paid.status()).toBe(200);
  return paid.json();
}

/** A cash sale of $18.00: answers the order id. */
export async function cashSale(request: APIRequestContext, label: string): Promise<{ orderId: number }> {
  const body = await zooFieldTripSale(request, { payment_method: "cash", name: "Casey Cash", postal_code: "62701" }, label);
  return { orderId: body.order_id as number };
}

/** A check sale: answers the order id and its receipt token. The payer's name defaults to Chuck Check. */
export async function checkSale(request: APIRequestContext, checkNumber: string, payerName = "Chuck Check"): Promise<{ orderId: number; token: string }> {
  const body = await zooFieldTripSale(request, { payment_method: "check", name: payerName, postal_code: "62701", check_number: checkNumber }, checkNumber);
  return { orderId: body.order_id as number, token: body.receipt_token as string };
}

/**
 * A card sale on the gateway simulator's partial card (docs/product/checkout-and-payments.md): half
 * ($9.00) approved, $9.00 due. Answers the order id.
 */
export async function partialSale(request: APIRequestContext, payerEmail: string): Promise<{ orderId: number }> {
  const body = await zooFieldTripSale(
    request,
    {
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
    },
    "partial",
  );
  expect(body.status).toBe("partial");
  return { orderId: body.order_id as number };
}
