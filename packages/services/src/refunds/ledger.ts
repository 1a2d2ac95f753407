/**
 * A refund's ledger rows: negative rows on the refunded payment, spread over what the payment
 * still holds per line, kind, settlement account and chart-of-accounts entry, in proportion (the
 * checkout's largest-remainder split), so the payment's rows always add up to what it kept and
 * no row goes below zero. Written in the refund's recording transaction.
 */
import type { DbTx } from "@paydesk/db";
import { type LedgerKindName, splitPayment } from "../payments/checkout/ledger.ts";

interface Bucket {
  orderLineId: number | null;
  settlementAccountId: number | null;
  coaId: number | null;
  kind: LedgerKindName;
  heldCents: number;
}

async function heldByBucket(db: DbTx, paymentId: number): Promise<Bucket[]> {
  const groups = await db.ledgerEntry.groupBy({
    by: ["orderLineId", "settlementAccountId", "coaId", "kind"],
    where: { paymentId },
    _sum: { amountCents: true },
    orderBy: [{ orderLineId: "asc" }, { kind: "asc" }, { settlementAccountId: "asc" }, { coaId: "asc" }],
  });
  return groups.map((group) => ({ ...group, heldCents: group._sum.amountCents ?? 0 })).filter((bucket) => bucket.heldCents > 0);
}

export async function writeRefundLedger(db: DbTx, refund: { id: number; orderId: number; paymentId: number; amountCents: number }): Promise<void> {
  const buckets = await heldByBucket(db, refund.paymentId);
  // A payment booked before the ledger existed (or never booked) has nothing to take back from.
  if (buckets.length === 0) return;
  const held = buckets.reduce((sum, bucket) => sum + bucket.heldCents, 0);
  // Never take back more than the rows hold (the rules already keep refunds within the payment).
  const amount = Math.min(refund.amountCents, held);
  const shares = splitPayment(amount, buckets.map((bucket, line) => ({ line, kind: bucket.kind, mills4: bucket.heldCents })));
  await db.ledgerEntry.createMany({
    data: shares.map((share) => {
      const bucket = buckets[share.line]!;
      return {
        orderId: refund.orderId,
        paymentId: refund.paymentId,
        refundId: refund.id,
        orderLineId: bucket.orderLineId,
        settlementAccountId: bucket.settlementAccountId,
        coaId: bucket.coaId,
        kind: bucket.kind,
        amountCents: -share.amountCents,
      };
    }),
  });
}
