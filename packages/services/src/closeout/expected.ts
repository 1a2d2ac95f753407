/**
 * What a staff member's drawer should hold for one local day: the cash and check tenders they
 * took (payments.taken_by_id) on orders of that day in their company's part of the tree, each net
 * of the refunds done against it. It is the transactions list's tender sum (filter.ts `tenderRows`:
 * a payment less its refunds DONE, the order dated by its own created_at in the company's zone),
 * narrowed to one person and kept per payment so each check keeps its number; the int tests hold
 * the two side by side. Declined attempts leave no payment; a void is a refund of the whole
 * payment, so it nets to nothing.
 */
import { expectedFromTenders, localDayRange, type CloseoutExpected, type CloseoutTender } from "@paydesk/domain";
import type { DbTx } from "@paydesk/db";
import { escapeLike } from "../platform/like.ts";
import { runHot, type HotStatement } from "../platform/sql.ts";

const DAY_TENDERS: HotStatement = {
  name: "paydesk_closeout_day_tenders",
  // The subtree's ids once (an InitPlan), so each company's (company_id, created_at) index range is
  // read for the day alone; a clerk sells only items of their subtree, so every order they take is
  // one of its companies'.
  text: `SELECT p.id AS "paymentId", p.order_id AS "orderId", p.method::text AS method, p.amount_cents AS "paidCents",
                COALESCE((SELECT sum(r.amount_cents) FROM refunds r WHERE r.payment_id = p.id AND r.state = 'DONE'), 0)::int AS "refundedCents",
                p.check_number AS "checkNumber"
         FROM orders o
         JOIN payments p ON p.order_id = o.id
         WHERE o.company_id = ANY(ARRAY(SELECT c.id FROM companies c WHERE c.path LIKE $1))
           AND o.created_at >= $2 AND o.created_at < $3
           AND p.taken_by_id = $4 AND p.method IN ('CASH', 'CHECK')
         ORDER BY p.created_at, p.id`,
};

export interface DayWindow {
  day: string;
  timeZone: string;
}

export async function expectedForDay(db: DbTx, who: { userId: number; companyPath: string }, window: DayWindow): Promise<CloseoutExpected> {
  const { start, end } = localDayRange(window.day, window.day, window.timeZone);
  const tenders = await runHot<CloseoutTender>(db, DAY_TENDERS, [`${escapeLike(who.companyPath)}%`, start, end, who.userId]);
  return expectedFromTenders(tenders.map((t) => ({ ...t, paidCents: Number(t.paidCents), refundedCents: Number(t.refundedCents) })));
}
