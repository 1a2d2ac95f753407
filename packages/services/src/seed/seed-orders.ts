/** Writes the planned demo orders (demo-orders.ts) and their lines: two createMany calls. */
import type { DbTx } from "@paydesk/db";
import type { PlannedOrder } from "./demo-orders.ts";

const MINUTE_MS = 60_000;

export interface OrderRefs {
  now: Date;
  companyId(key: string): number;
  itemId(code: string): number;
  studentId(externalId: string): number;
}

export async function seedDemoOrders(tx: DbTx, refs: OrderRefs, orders: readonly PlannedOrder[]): Promise<void> {
  if (orders.length === 0) return;
  // Ids are taken from the sequence up front so the lines can name their order without relying
  // on the order of RETURNING rows.
  const reserved = await tx.$queryRaw<{ id: number }[]>`
    SELECT nextval(pg_get_serial_sequence('orders', 'id'))::int AS id FROM generate_series(1, ${orders.length}::int)`;
  if (reserved.length !== orders.length) throw new Error("could not reserve order ids");
  // Ascending, so older orders get smaller ids as they would have in real life.
  const ids = reserved.map((r) => r.id).sort((a, b) => a - b);
  await tx.order.createMany({
    data: orders.map((order, i) => {
      const at = new Date(refs.now.getTime() - order.minutesAgo * MINUTE_MS);
      return {
        id: ids[i]!,
        companyId: refs.companyId(order.company),
        source: order.source,
        status: order.status,
        payerName: order.payerName,
        payerEmail: order.payerEmail,
        totalCents: order.totalCents,
        paidCents: order.paidCents,
        createdAt: at,
        updatedAt: at,
      };
    }),
  });
  await tx.orderLine.createMany({
    data: orders.flatMap((order, i) =>
      order.lines.map(({ itemCode, studentExternalId, ...amounts }) => ({
        orderId: ids[i]!,
        itemId: refs.itemId(itemCode),
        studentId: studentExternalId ? refs.studentId(studentExternalId) : null,
        ...amounts,
      })),
    ),
  });
}
