import { expect, type APIRequestContext } from "@playwright/test";

/**
 * A check sale of the seeded Zoo Field Trip at Lincoln's terminal, through the real cart and
 * checkout calls, for a signed-in school user's request context. Answers the order id and its
 * receipt token. The payer's name defaults to Chuck Check.
 */
export async function checkSale(request: APIRequestContext, checkNumber: string, payerName = "Chuck Check"): Promise<{ orderId: number; token: string }> {
  const items = await (await request.get("/school/items/list?search=Zoo%20Field%20Trip")).json();
  const itemId = items.items.find((i: { title: string }) => i.title === "Zoo Field Trip").item_id as number;
  const added = await request.get(`/school/virtual-terminal/cart/add-item/${itemId}`);
  expect(added.status()).toBe(200);
  const lineId = (await added.json()).line_id as number;
  const paid = await request.post("/pay/process/terminal-cart", {
    data: {
      payment_method: "check",
      name: payerName,
      postal_code: "62701",
      check_number: checkNumber,
      items: [lineId],
      idempotency_key: `e2e-sale-${checkNumber}-${Date.now()}`,
    },
  });
  expect(paid.status()).toBe(200);
  const body = await paid.json();
  return { orderId: body.order_id, token: body.receipt_token };
}
