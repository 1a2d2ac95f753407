/**
 * The bare SQL reference: what one checkout must write, as hand-written statements through `pg`,
 * no HTTP, no ORM, no session, no gateway. Per order, as the app's client does it:
 * 1. each line put in the cart: one INSERT per line (what each add-to-cart request writes);
 * 2. the idempotency key claimed: INSERT into checkout_requests (its own commit, so a repeat of
 *    the key sees it while the first still runs; a repeat waits for DONE and answers that);
 * 3. one transaction: read the cart lines with their items' prices, the conditional quantity
 *    update per line (`quantity_sold + q <= quantity_available`, the row lock a limited item
 *    needs; 0 rows is sold out and rolls back), the order, its lines, the payment, the ledger
 *    rows (per line and kind), the key marked DONE with its answer and order, the payment's
 *    audit row (the app audits every payment), the paid cart lines deleted; COMMIT.
 * The totals come from the domain package's computeOrderTotals, as the app prices a cart.
 */
import { createHash, randomBytes } from "node:crypto";
import { computeOrderTotals, type FeeType } from "@paydesk/domain";
import type pg from "pg";
import { paymentObject, type PlannedOrder } from "./mix.ts";

const FEE_TYPE: Record<string, FeeType> = { NONE: "None", FIXED: "Fixed", CALCULATED: "Calculated", SUGGESTED: "Suggested" };

interface CartRow {
  id: number;
  item_id: number;
  quantity: number;
  amount_cents: number;
  code: string;
  title: string;
  fee_type: string;
  fee_cents: number;
  tax_enabled: boolean;
  tax_rate_hundredths: number;
  shipping_enabled: boolean;
  shipping_cents: number;
  settlement_account_id: number | null;
  coa_id: number | null;
  card_rate_hundredths: number | null;
  card_fixed_fee_cents: number | null;
}

const SQL = {
  addLine: {
    name: "bck_add_line",
    text: "INSERT INTO cart_lines (cart_id, item_id, amount_cents, quantity, updated_at) SELECT $1, id, amount_cents, $3, now() FROM items WHERE id = $2",
  },
  claim: {
    name: "bck_claim",
    text: "INSERT INTO checkout_requests (scope, key, request_hash, state, updated_at) VALUES ($1, $2, $3, 'RUNNING', now()) ON CONFLICT (scope, key) DO NOTHING RETURNING id",
  },
  answerOf: { name: "bck_answer_of", text: "SELECT state, order_id FROM checkout_requests WHERE scope = $1 AND key = $2" },
  cart: {
    name: "bck_cart",
    text: `SELECT cl.id, cl.item_id, cl.quantity, cl.amount_cents, i.code, i.title, i.fee_type, i.fee_cents, i.tax_enabled,
                  i.tax_rate_hundredths, i.shipping_enabled, i.shipping_cents, i.settlement_account_id, i.coa_id,
                  sa.card_rate_hundredths, sa.card_fixed_fee_cents
           FROM cart_lines cl JOIN items i ON i.id = cl.item_id LEFT JOIN settlement_accounts sa ON sa.id = i.settlement_account_id
           WHERE cl.cart_id = $1 ORDER BY cl.id`,
  },
  takeStock: {
    name: "bck_take_stock",
    text: "UPDATE items SET quantity_sold = quantity_sold + $2 WHERE id = $1 AND (quantity_available = 0 OR quantity_sold + $2 <= quantity_available)",
  },
  order: {
    name: "bck_order",
    text: `INSERT INTO orders (company_id, source, status, payer_name, payer_street, payer_city, payer_state, payer_country, payer_postal_code,
                               subtotal_cents, tax_cents, shipping_cents, fee_cents, total_cents, paid_cents, receipt_token_hash, updated_at)
           VALUES ($1, 'TERMINAL', 'PAID', $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $12, $13, now()) RETURNING id`,
  },
  lines: {
    name: "bck_lines",
    text: `INSERT INTO order_lines (order_id, item_id, item_code, title, settlement_account_id, quantity, amount_cents, tax_cents, shipping_cents, fee_cents, total_cents)
           SELECT $1, * FROM unnest($2::int[], $3::text[], $4::text[], $5::int[], $6::int[], $7::int[], $8::int[], $9::int[], $10::int[], $11::int[])
           RETURNING id`,
  },
  payment: {
    name: "bck_payment",
    text: `INSERT INTO payments (order_id, method, amount_cents, card_brand, card_last4, card_exp_month, card_exp_year, card_entry,
                                 gateway_token, gateway_transaction_id, check_number, payer_name)
           VALUES ($1, $2::"PaymentMethod", $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) RETURNING id`,
  },
  ledger: {
    name: "bck_ledger",
    text: `INSERT INTO ledger_entries (order_id, payment_id, order_line_id, settlement_account_id, coa_id, kind, amount_cents)
           SELECT $1, $2, * FROM unnest($3::int[], $4::int[], $5::int[], $6::"LedgerKind"[], $7::int[])`,
  },
  done: {
    name: "bck_done",
    text: "UPDATE checkout_requests SET state = 'DONE', http_status = 200, answer = $2, order_id = $3, updated_at = now() WHERE id = $1",
  },
  audit: {
    name: "bck_audit",
    text: "INSERT INTO audit_events (company_id, action, entity, entity_id, after) VALUES ($1, 'checkout.payment', 'order', $2, $3)",
  },
  refused: {
    name: "bck_refused",
    text: "UPDATE checkout_requests SET state = 'DONE', http_status = 409, updated_at = now() WHERE id = $1",
  },
  release: { name: "bck_release", text: "DELETE FROM checkout_requests WHERE id = $1" },
  clearPaid: { name: "bck_clear_paid", text: "DELETE FROM cart_lines WHERE id = ANY($1::int[])" },
  clearCart: { name: "bck_clear_cart", text: "DELETE FROM cart_lines WHERE cart_id = $1" },
} as const;

export type ReferenceOutcome =
  { kind: "paid"; orderId: number } | { kind: "sold-out" } | { kind: "repeat"; orderId: number | null };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A key already claimed: wait for its first request to finish and answer its order. */
async function answerOfRepeat(pool: pg.Pool, scope: string, key: string): Promise<ReferenceOutcome> {
  for (;;) {
    const { rows } = await pool.query<{ state: string; order_id: number | null }>({ ...SQL.answerOf, values: [scope, key] });
    if (rows[0]?.state === "DONE") return { kind: "repeat", orderId: rows[0].order_id };
    await sleep(5);
  }
}

function pricedLines(rows: CartRow[]) {
  const totals = computeOrderTotals(
    rows.map((row) => ({
      lineId: row.id,
      amountCents: row.amount_cents,
      quantity: row.quantity,
      taxPercentHundredths: row.tax_enabled ? row.tax_rate_hundredths : 0,
      shippingCents: row.shipping_enabled ? row.shipping_cents : 0,
      feeType: FEE_TYPE[row.fee_type] ?? "None",
      feeCents: row.fee_cents,
      cardRateHundredths: row.card_rate_hundredths ?? 0,
      cardFixedFeeCents: row.card_fixed_fee_cents ?? 0,
    })),
    { removeConvenienceFees: false },
  );
  return totals.charged;
}

/** The payment row's card fields, as a gateway would answer them (no gateway here). */
function cardFields(order: PlannedOrder, k: number) {
  const payment = paymentObject(order.method, k);
  if (payment.payment_method !== "card")
    return [null, null, null, null, null, null, null, payment.check_number ?? null, payment.name];
  const pan = payment.cc_pan ?? /%B(\d+)\^/.exec(payment.magtrack1 ?? "")?.[1] ?? "";
  const brand = pan.startsWith("4") ? "visa" : pan.startsWith("5") ? "mc" : pan.startsWith("6") ? "disc" : "amex";
  const token = randomBytes(12).toString("hex");
  return [
    brand,
    pan.slice(-4),
    12,
    2030,
    order.method === "card-swipe" ? "swipe" : "manual",
    `tok_${token}`,
    `txn_${token}`,
    null,
    payment.name,
  ];
}

export interface ReferenceClient {
  pool: pg.Pool;
  cartId: number;
  companyId: number;
}

/** Step 1: the lines into the cart, one statement per line (one add-to-cart request each). */
export async function referenceAddToCart(ref: ReferenceClient, order: PlannedOrder): Promise<void> {
  for (const line of order.lines) await ref.pool.query({ ...SQL.addLine, values: [ref.cartId, line.itemId, line.quantity] });
}

/** Steps 2 and 3: pay the cart under `key`. */
export async function referencePay(ref: ReferenceClient, order: PlannedOrder, key: string, k: number): Promise<ReferenceOutcome> {
  const scope = `bench-sql:${ref.cartId}`;
  const requestHash = createHash("sha256").update(`${order.method}:${k}`).digest("hex");
  const claimed = await ref.pool.query({ ...SQL.claim, values: [scope, key, requestHash] });
  if (claimed.rowCount === 0) return answerOfRepeat(ref.pool, scope, key);
  const requestId = (claimed.rows[0] as { id: number }).id;

  const client = await ref.pool.connect();
  try {
    await client.query("BEGIN");
    const { rows } = await client.query<CartRow>({ ...SQL.cart, values: [ref.cartId] });
    const view = pricedLines(rows);
    const payment = paymentObject(order.method, k);
    const receiptTokenHash = createHash("sha256").update(randomBytes(24)).digest("hex");
    const { cents } = view;
    const orderRow = await client.query<{ id: number }>({
      ...SQL.order,
      values: [
        ref.companyId,
        payment.name,
        payment.street,
        payment.city,
        payment.state,
        payment.country,
        payment.postal_code,
        cents.subtotal,
        cents.tax,
        cents.shipping,
        cents.fee,
        cents.total,
        receiptTokenHash,
      ],
    });
    const orderId = orderRow.rows[0]!.id;
    const lineParts = view.lines.map((line) => line.totals.cents);
    const lineIds = await client.query<{ id: number }>({
      ...SQL.lines,
      values: [
        orderId,
        rows.map((r) => r.item_id),
        rows.map((r) => r.code),
        rows.map((r) => r.title),
        rows.map((r) => r.settlement_account_id),
        rows.map((r) => r.quantity),
        rows.map((r) => r.amount_cents),
        lineParts.map((p) => p.tax),
        lineParts.map((p) => p.shipping),
        lineParts.map((p) => p.fee),
        view.lines.map((line) => line.chargedCents),
      ],
    });
    const method = payment.payment_method === "card" ? "CARD" : payment.payment_method === "cash" ? "CASH" : "CHECK";
    const paymentRow = await client.query<{ id: number }>({
      ...SQL.payment,
      values: [orderId, method, cents.total, ...cardFields(order, k)],
    });
    const paymentId = paymentRow.rows[0]!.id;
    // Per line: the sale, its tax and its fee; the sale takes the line's rounding so the rows
    // add up to the line's charged share, and the payment's rows to the payment.
    const ledger = {
      lineIds: [] as number[],
      accounts: [] as (number | null)[],
      coas: [] as (number | null)[],
      kinds: [] as string[],
      amounts: [] as number[],
    };
    view.lines.forEach((line, i) => {
      const parts = line.totals.cents;
      const sale = line.chargedCents - parts.tax - parts.shipping - parts.fee;
      for (const [kind, amount] of [
        ["SALE", sale],
        ["TAX", parts.tax],
        ["SHIPPING", parts.shipping],
        ["FEE", parts.fee],
      ] as const) {
        if (amount === 0 && kind !== "SALE") continue;
        ledger.lineIds.push(lineIds.rows[i]!.id);
        ledger.accounts.push(rows[i]!.settlement_account_id);
        ledger.coas.push(rows[i]!.coa_id);
        ledger.kinds.push(kind);
        ledger.amounts.push(amount);
      }
    });
    await client.query({
      ...SQL.ledger,
      values: [orderId, paymentId, ledger.lineIds, ledger.accounts, ledger.coas, ledger.kinds, ledger.amounts],
    });
    const answer = { status: "success", order_id: orderId, amount_charged: (cents.total / 100).toFixed(2) };
    await client.query({ ...SQL.done, values: [requestId, answer, orderId] });
    await client.query({
      ...SQL.audit,
      values: [
        ref.companyId,
        String(orderId),
        { paymentId, method: payment.payment_method, amountCents: cents.total, totalCents: cents.total, status: "PAID" },
      ],
    });
    await client.query({ ...SQL.clearPaid, values: [rows.map((r) => r.id)] });
    // The stock last, in item id order: the row lock it takes is held only until COMMIT (every
    // buyer of an item queues on it), and two carts holding the same two items would otherwise
    // lock them in opposite orders and deadlock (they did, with 50 clients).
    for (const row of [...rows].sort((a, b) => a.item_id - b.item_id)) {
      const taken = await client.query({ ...SQL.takeStock, values: [row.item_id, row.quantity] });
      if (taken.rowCount === 0) {
        await client.query("ROLLBACK");
        // On this connection, never a second one from the pool while holding this: 50 buyers
        // holding all 50 connections and each waiting for another is a deadlock (it hung).
        await client.query({ ...SQL.refused, values: [requestId] });
        // The client takes the sold-out line out of its cart, as staff would.
        await client.query({ ...SQL.clearCart, values: [ref.cartId] });
        return { kind: "sold-out" };
      }
    }
    await client.query("COMMIT");
    return { kind: "paid", orderId };
  } catch (error) {
    await client.query("ROLLBACK").catch(() => undefined);
    // A failed attempt gives its key back, so a retry is not answered "still running" forever.
    await client.query({ ...SQL.release, values: [requestId] }).catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}
