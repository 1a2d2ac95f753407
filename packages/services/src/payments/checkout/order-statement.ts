/**
 * The paid order's rows in ONE statement (record.ts says what and why): the paid cart lines
 * deleted, the order, its lines, the payment, the ledger rows, the request's answer and the audit
 * rows, as data-modifying CTEs. It replaces seven Prisma calls (seven round trips, each through
 * Prisma's query compiler) inside the order's transaction.
 *
 * The order's and the payment's ids were reserved with the claim (claim.ts), so every row and the
 * stored answer (whose redirect names the order) are built here before the statement is sent; the
 * lines take their ids from their sequence in cart order (`line_ids`), and the ledger rows find
 * theirs by the line's position. Foreign keys are checked at the end of the statement, when all
 * its rows exist. The request's answer is written only while this holder's claim stands (its fence,
 * idempotency.ts). The statement answers whether it did, how many cart lines it deleted (fewer than paid: a
 * concurrent checkout paid one, the caller rolls back) and the lines' ids in cart order.
 *
 * It runs in the order's transaction: a pg transaction of its own, where it is a named prepared
 * statement, or (when a follow-up of another domain writes with Prisma, record.ts) inside Prisma's
 * interactive transaction as raw SQL on that transaction's connection.
 */
import { type NamedStatement, type SqlRunner, bindNamed, namedStatement } from "../../platform/sql.ts";

const PARAMS = [
  "cart_id",
  "cart_line_ids",
  "order_id",
  "company_id",
  "source",
  "status",
  "payer_name",
  "payer_email",
  "payer_street",
  "payer_street2",
  "payer_city",
  "payer_state",
  "payer_country",
  "payer_postal_code",
  "payer_user_id",
  "taken_by_id",
  "subtotal_cents",
  "tax_cents",
  "shipping_cents",
  "fee_cents",
  "fees_removed",
  "removed_fee_cents",
  "total_cents",
  "paid_cents",
  "email_receipt",
  "receipt_token_hash",
  "line_item_ids",
  "line_item_codes",
  "line_titles",
  "line_student_ids",
  "line_accounts",
  "line_quantities",
  "line_amounts",
  "line_taxes",
  "line_shippings",
  "line_fees",
  "line_totals",
  "line_cfs",
  "line_cf_overridden",
  "line_mip_codes",
  "line_transients",
  "payment_id",
  "method",
  "card_brand",
  "card_last4",
  "card_exp_month",
  "card_exp_year",
  "card_entry",
  "gateway_token",
  "gateway_transaction_id",
  "check_number",
  "payment_payer_name",
  "ledger_lines",
  "ledger_accounts",
  "ledger_coas",
  "ledger_kinds",
  "ledger_amounts",
  "request_id",
  "claimed_at",
  "answer",
  "audit_actor_id",
  "audit_real_actor_id",
  "audit_company_id",
  "audit_ip",
  "audit_actions",
  "audit_afters",
] as const;

export type OrderStatementValues = Record<(typeof PARAMS)[number], unknown>;

const ORDER_STATEMENT: NamedStatement<(typeof PARAMS)[number]> = namedStatement(
  {
    name: "checkout_order_rows",
    text: `WITH removed AS (
        DELETE FROM cart_lines WHERE cart_id = :cart_id AND id = ANY(:cart_line_ids::int[]) RETURNING id
      ), new_order AS (
        INSERT INTO orders (id, company_id, source, status, payer_name, payer_email, payer_street, payer_street2, payer_city,
          payer_state, payer_country, payer_postal_code, payer_user_id, taken_by_id, subtotal_cents, tax_cents, shipping_cents,
          fee_cents, fees_removed, removed_fee_cents, total_cents, paid_cents, email_receipt, receipt_token_hash, updated_at)
        VALUES (:order_id, :company_id, :source::"OrderSource", :status::"OrderStatus", :payer_name, :payer_email, :payer_street,
          :payer_street2, :payer_city, :payer_state, :payer_country, :payer_postal_code, :payer_user_id, :taken_by_id,
          :subtotal_cents, :tax_cents, :shipping_cents, :fee_cents, :fees_removed, :removed_fee_cents, :total_cents, :paid_cents,
          :email_receipt, :receipt_token_hash, now())
      ), line_ids AS MATERIALIZED (
        SELECT ord, nextval('order_lines_id_seq')::int AS id
        FROM generate_series(1, cardinality(:line_item_ids::int[])) AS ord ORDER BY ord
      ), new_lines AS (
        INSERT INTO order_lines (id, order_id, item_id, item_code, title, student_id, settlement_account_id, quantity,
          amount_cents, tax_cents, shipping_cents, fee_cents, total_cents, cfs, cf_overridden, mip_code, transient)
        SELECT li.id, :order_id, l.item_id, l.item_code, l.title, l.student_id, l.account, l.quantity, l.amount, l.tax,
          l.shipping, l.fee, l.total, l.cfs::jsonb, l.cf_overridden, l.mip_code, l.transient::jsonb
        FROM unnest(:line_item_ids::int[], :line_item_codes::text[], :line_titles::text[], :line_student_ids::int[],
          :line_accounts::int[], :line_quantities::int[], :line_amounts::int[], :line_taxes::int[], :line_shippings::int[],
          :line_fees::int[], :line_totals::int[], :line_cfs::text[], :line_cf_overridden::boolean[], :line_mip_codes::text[],
          :line_transients::text[])
          WITH ORDINALITY AS l(item_id, item_code, title, student_id, account, quantity, amount, tax, shipping, fee, total, cfs,
            cf_overridden, mip_code, transient, ord)
        JOIN line_ids li USING (ord)
      ), new_payment AS (
        INSERT INTO payments (id, order_id, method, amount_cents, card_brand, card_last4, card_exp_month, card_exp_year, card_entry,
          gateway_token, gateway_transaction_id, check_number, payer_name, taken_by_id)
        VALUES (:payment_id, :order_id, :method::"PaymentMethod", :paid_cents, :card_brand, :card_last4, :card_exp_month,
          :card_exp_year, :card_entry, :gateway_token, :gateway_transaction_id, :check_number, :payment_payer_name, :taken_by_id)
      ), ledger AS (
        INSERT INTO ledger_entries (order_id, payment_id, order_line_id, settlement_account_id, coa_id, kind, amount_cents)
        SELECT :order_id, :payment_id, li.id, e.account, e.coa, e.kind::"LedgerKind", e.amount
        FROM unnest(:ledger_lines::int[], :ledger_accounts::int[], :ledger_coas::int[], :ledger_kinds::text[], :ledger_amounts::int[])
          AS e(ord, account, coa, kind, amount)
        JOIN line_ids li USING (ord)
      ), answered AS (
        UPDATE checkout_requests SET state = 'DONE', http_status = 200, answer = :answer::jsonb, order_id = :order_id, updated_at = now()
        WHERE id = :request_id AND state = 'RUNNING' AND updated_at = :claimed_at::timestamptz
        RETURNING id
      ), audited AS (
        INSERT INTO audit_events (actor_id, real_actor_id, company_id, action, entity, entity_id, after, ip)
        SELECT :audit_actor_id, :audit_real_actor_id, :audit_company_id, a.action, 'order', :order_id::text, a.after::jsonb, :audit_ip
        FROM unnest(:audit_actions::text[], :audit_afters::text[]) AS a(action, after)
      )
      SELECT (SELECT count(*) FROM answered)::int AS answered, (SELECT count(*) FROM removed)::int AS removed, (SELECT array_agg(id ORDER BY ord) FROM line_ids) AS line_ids`,
  },
  PARAMS,
);

/**
 * Writes the order's rows; answers whether the request's answer was written (0: its claim was
 * taken over, idempotency.ts), the cart lines deleted and the order lines' ids in cart order.
 */
export async function writeOrderRows(
  run: SqlRunner,
  values: OrderStatementValues,
): Promise<{ answered: boolean; removed: number; lineIds: number[] }> {
  const [row] = await run<{ answered: number; removed: number; line_ids: number[] }>(ORDER_STATEMENT, bindNamed(ORDER_STATEMENT, values));
  return { answered: row!.answered === 1, removed: row!.removed, lineIds: row!.line_ids };
}
