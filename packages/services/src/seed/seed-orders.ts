/**
 * Writes the planned demo orders (demo-orders.ts) with how they were paid
 * (demo-orders-payments.ts): orders, lines, payments and ledger rows, one multi-row insert each.
 * Ids are taken from the sequences up front so lines, payments and ledger rows can name their
 * parents without relying on the order of RETURNING rows.
 */
import type { DbTx } from "@paydesk/db";
import { settlesAt } from "@paydesk/domain";
import { planDemoPayments } from "./demo-orders-payments.ts";
import type { PlannedOrder } from "./demo-orders.ts";

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/**
 * When a planned order was placed, seeded at `now`: its minutes ago, except that an order kept in
 * the open batch (the demo's voidable card payment) is paid after the gateway's last nightly close:
 * at its planned time it would already be settled when the seed runs less than its minutesAgo
 * after a close (06:00-06:45 UTC for the 45-minute-old partial order).
 */
export function plannedAt(order: Pick<PlannedOrder, "minutesAgo" | "inOpenBatch">, now: Date): Date {
  const planned = now.getTime() - order.minutesAgo * MINUTE_MS;
  if (!order.inOpenBatch) return new Date(planned);
  const lastBatchClose = settlesAt(now).getTime() - DAY_MS;
  return new Date(Math.max(planned, Math.min(lastBatchClose + MINUTE_MS, now.getTime() - 1000)));
}

export interface OrderRefs {
  now: Date;
  companyId(key: string): number;
  itemId(code: string): number;
  studentId(externalId: string): number;
}

async function reserveIds(tx: DbTx, table: string, count: number): Promise<number[]> {
  if (count === 0) return [];
  const rows = await tx.$queryRaw<{ id: number }[]>`
    SELECT nextval(pg_get_serial_sequence(${table}, 'id'))::int AS id FROM generate_series(1, ${count}::int)`;
  if (rows.length !== count) throw new Error(`could not reserve ${count} ${table} ids`);
  // Ascending, so older rows get smaller ids as they would have in real life.
  return rows.map((r) => r.id).sort((a, b) => a - b);
}

export async function seedDemoOrders(tx: DbTx, refs: OrderRefs, orders: readonly PlannedOrder[]): Promise<void> {
  if (orders.length === 0) return;
  const details = planDemoPayments(orders);
  const codes = [...new Set(orders.flatMap((o) => o.lines.map((l) => l.itemCode)))];
  const items = await tx.item.findMany({
    where: { id: { in: codes.map((code) => refs.itemId(code)) } },
    select: { id: true, title: true, settlementAccountId: true, coaId: true },
  });
  const itemById = new Map(items.map((item) => [item.id, item]));
  const emails = [...new Set(orders.flatMap((o) => [o.payerUserEmail, o.takenByEmail]).filter((e): e is string => e !== null))];
  const users = await tx.user.findMany({ where: { email: { in: emails } }, select: { id: true, email: true } });
  const userId = (email: string | null) => {
    if (email === null) return null;
    const user = users.find((u) => u.email === email);
    if (!user) throw new Error(`demo order refers to a missing user ${email}`);
    return user.id;
  };

  const orderIds = await reserveIds(tx, "orders", orders.length);
  const lineIds = await reserveIds(tx, "order_lines", orders.reduce((sum, o) => sum + o.lines.length, 0));
  const paymentIds = await reserveIds(tx, "payments", details.reduce((sum, d) => sum + d.payments.length, 0));
  const at = (order: PlannedOrder) => plannedAt(order, refs.now);

  const orderRows = [];
  const lineRows = [];
  const paymentRows = [];
  const ledgerRows = [];
  let nextLine = 0;
  let nextPayment = 0;
  for (const [i, order] of orders.entries()) {
    const orderId = orderIds[i]!;
    const { address, payments } = details[i]!;
    const sum = (part: (l: PlannedOrder["lines"][number]) => number) => order.lines.reduce((total, l) => total + part(l), 0);
    const createdAt = at(order);
    orderRows.push({
      id: orderId,
      companyId: refs.companyId(order.company),
      source: order.source,
      status: order.status,
      payerName: order.payerName,
      payerEmail: order.payerEmail,
      payerStreet: address?.street ?? null,
      payerCity: address?.city ?? null,
      payerState: address?.state ?? null,
      payerCountry: address?.country ?? null,
      payerPostalCode: address?.postalCode ?? null,
      payerUserId: userId(order.payerUserEmail),
      takenById: userId(order.takenByEmail),
      subtotalCents: sum((l) => l.amountCents * l.quantity),
      taxCents: sum((l) => l.taxCents),
      shippingCents: sum((l) => l.shippingCents),
      feeCents: sum((l) => l.feeCents),
      totalCents: order.totalCents,
      paidCents: order.paidCents,
      emailReceipt: order.payerEmail !== null,
      createdAt,
      updatedAt: createdAt,
    });
    const ids = order.lines.map(() => lineIds[nextLine++]!);
    for (const [j, { itemCode, studentExternalId, ...amounts }] of order.lines.entries()) {
      const item = itemById.get(refs.itemId(itemCode))!;
      lineRows.push({
        id: ids[j]!,
        orderId,
        itemId: item.id,
        itemCode,
        title: item.title,
        studentId: studentExternalId ? refs.studentId(studentExternalId) : null,
        settlementAccountId: item.settlementAccountId,
        ...amounts,
      });
    }
    for (const payment of payments) {
      const paymentId = paymentIds[nextPayment++]!;
      paymentRows.push({
        id: paymentId,
        orderId,
        method: payment.method,
        amountCents: payment.amountCents,
        cardBrand: payment.card?.brand ?? null,
        cardLast4: payment.card?.last4 ?? null,
        cardExpMonth: payment.card?.expMonth ?? null,
        cardExpYear: payment.card?.expYear ?? null,
        cardEntry: payment.card?.entry ?? null,
        gatewayToken: payment.card?.gatewayToken ?? null,
        gatewayTransactionId: payment.card?.gatewayTransactionId ?? null,
        checkNumber: payment.checkNumber,
        payerName: payment.payerName,
        takenById: userId(order.takenByEmail),
        createdAt,
      });
      for (const row of payment.ledger) {
        const item = itemById.get(refs.itemId(order.lines[row.line]!.itemCode))!;
        ledgerRows.push({
          orderId,
          paymentId,
          orderLineId: ids[row.line]!,
          settlementAccountId: item.settlementAccountId,
          coaId: item.coaId,
          kind: row.kind,
          amountCents: row.amountCents,
          createdAt,
        });
      }
    }
  }
  await tx.order.createMany({ data: orderRows });
  await tx.orderLine.createMany({ data: lineRows });
  await tx.payment.createMany({ data: paymentRows });
  await tx.ledgerEntry.createMany({ data: ledgerRows });
}
