/**
 * Checkout's first statement: claim the idempotency key AND read what pricing needs (the cart,
 * the lines to pay, their items with payee and sold-out message) AND reserve the order's and the
 * payment's ids, in ONE named prepared statement on the pool (platform/sql.ts). As a claim, a cart
 * read, a lines read and an items read through Prisma it was four round trips and most of the
 * ORM's CPU on the hot path (bench/README.md, the checkout bench).
 *
 * Why it is safe to fold them:
 * - The claim still commits on its own (autocommit), so a concurrent repeat sees it and waits.
 * - A claim whose holder died (RUNNING past its lease, idempotency.ts) is taken over by the same
 *   statement (ON CONFLICT DO UPDATE … WHERE stale): the takeover reads the cart as a first claim does.
 * - The reads run only when the key was claimed (they hang off the claim's RETURNING), so a repeat
 *   reads nothing; what they see is the statement's snapshot, as separate reads right after the
 *   claim would have. A line paid meanwhile by another key is still caught where it always was:
 *   the order's transaction deletes the lines it pays and rolls back if one is gone (record.ts).
 * - The reserved ids come from the tables' own sequences; a checkout that ends without an order
 *   (decline, sold out, bad input) leaves a gap, as any rolled-back insert does.
 */
import type { Db } from "@paydesk/db";
import { type HotStatement, readJson, runHot } from "../../platform/sql.ts";
import { STALE_CLAIM_TAKEOVER } from "./idempotency.ts";
import type { PricingItem } from "../pricing.ts";
import type { LineToPay } from "./cart-lines.ts";
import type { CartOwnerKey } from "./types.ts";

/** What the claim read for a checkout that may go on. */
export interface ClaimedReads {
  /** null: the payer has no cart. */
  cartId: number | null;
  lines: LineToPay[];
  items: PricingItem[];
  /** Reserved for this checkout's order and payment (record.ts writes them with these ids). */
  orderId: number;
  paymentId: number;
}

const LINE_JSON = `json_build_object('id', l.id, 'itemId', l.item_id, 'studentId', l.student_id, 'amountCents', l.amount_cents,
  'quantity', l.quantity, 'cfs', l.cfs, 'cfOverridden', l.cf_overridden, 'transient', l.transient, 'mipCode', l.mip_code)`;

/** The columns of pricing.ts's PRICING_ITEM_SELECT, named and nested as Prisma answers them. */
const ITEM_JSON = `json_build_object('id', i.id, 'code', i.code, 'title', i.title, 'type', i.type, 'companyId', i.company_id,
  'amountType', i.amount_type, 'amountCents', i.amount_cents, 'feeType', i.fee_type, 'feeCents', i.fee_cents,
  'taxRateHundredths', i.tax_rate_hundredths, 'shippingCents', i.shipping_cents, 'quantityAvailable', i.quantity_available,
  'quantitySold', i.quantity_sold, 'settlementAccountId', i.settlement_account_id, 'coaId', i.coa_id, 'subCoaId', i.sub_coa_id,
  'status', i.status, 'isDraft', i.is_draft, 'active', i.active, 'categoryId', i.category_id,
  'soldOutMessage', CASE WHEN m.id IS NULL THEN NULL ELSE json_build_object('text', m.text) END,
  'settlementAccount', CASE WHEN sa.id IS NULL THEN NULL ELSE json_build_object('id', sa.id, 'cardRateHundredths', sa.card_rate_hundredths,
    'cardFixedFeeCents', sa.card_fixed_fee_cents, 'acceptedCardBrands', sa.accepted_card_brands) END,
  'company', json_build_object('feeBehaviour', co.fee_behaviour, 'defaultItemFeeCents', co.default_item_fee_cents, 'path', co.path),
  '_count', json_build_object('targets', (SELECT count(*)::int FROM item_targets t WHERE t.item_id = i.id)))`;

/** $1 scope, $2 key, $3 request hash, $4 chosen line ids (null: the whole cart), then the cart's owner from $5. */
function claimStatement(name: string, cartWhere: string): HotStatement {
  return {
    name,
    text: `WITH claim AS (
        INSERT INTO checkout_requests (scope, key, request_hash, state, updated_at)
        VALUES ($1, $2, $3, 'RUNNING', now())
        ON CONFLICT (scope, key) ${STALE_CLAIM_TAKEOVER}
        RETURNING id, updated_at
      ), cart AS (
        SELECT c.id FROM carts c WHERE ${cartWhere} AND EXISTS (SELECT 1 FROM claim)
      ), lines AS (
        SELECT cl.* FROM cart_lines cl
        WHERE cl.cart_id = (SELECT id FROM cart) AND ($4::int[] IS NULL OR cl.id = ANY($4::int[]))
      )
      SELECT claim.id AS request_id, claim.updated_at AS claimed_at,
        nextval('orders_id_seq')::int AS order_id,
        nextval('payments_id_seq')::int AS payment_id,
        (SELECT id FROM cart) AS cart_id,
        (SELECT json_agg(${LINE_JSON} ORDER BY l.id) FROM lines l) AS lines,
        (SELECT json_agg(${ITEM_JSON})
           FROM items i
           JOIN companies co ON co.id = i.company_id
           LEFT JOIN settlement_accounts sa ON sa.id = i.settlement_account_id
           LEFT JOIN sold_out_messages m ON m.id = i.sold_out_message_id
           WHERE i.id IN (SELECT item_id FROM lines)) AS items
      FROM claim`,
  };
}

const CLAIM_FOR_USER = claimStatement("checkout_claim_user", `c.user_id = $5 AND c.purpose = $6::"CartPurpose"`);
const CLAIM_FOR_GUEST = claimStatement("checkout_claim_guest", `c.guest_key_hash = $5`);

interface ClaimRow {
  request_id: number;
  claimed_at: Date;
  order_id: number;
  payment_id: number;
  cart_id: number | null;
  lines: unknown;
  items: unknown;
}

/**
 * Claims `key` for this checkout with its reads; null when another request holds the key (the
 * caller then answers as that one did, idempotency.ts).
 */
export async function claimWithReads(
  db: Db,
  owner: CartOwnerKey,
  chosen: readonly number[] | undefined,
  claim: { scope: string; key: string; fingerprint: string },
): Promise<{ requestId: number; claimedAt: Date; reads: ClaimedReads } | null> {
  const head = [claim.scope, claim.key, claim.fingerprint, chosen ? [...chosen] : null];
  const [row] =
    owner.purpose === "GUEST"
      ? await runHot<ClaimRow>(db, CLAIM_FOR_GUEST, [...head, owner.keyHash])
      : await runHot<ClaimRow>(db, CLAIM_FOR_USER, [...head, owner.userId, owner.purpose]);
  if (!row) return null;
  return {
    requestId: row.request_id,
    claimedAt: row.claimed_at,
    reads: {
      cartId: row.cart_id,
      lines: readJson<LineToPay[] | null>(row.lines) ?? [],
      items: readJson<PricingItem[] | null>(row.items) ?? [],
      orderId: row.order_id,
      paymentId: row.payment_id,
    },
  };
}
