/**
 * The transaction detail: the receipt's view of the order (one read shared with the
 * receipt pages) plus what the detail page adds: per line the student's id, the payee and the
 * memo, and the order's changes, newest first, with who made them.
 */
import type { DbTx } from "@paydesk/db";
import type { Actor, ChangeValue } from "@paydesk/domain";
import { readReceipt, type ReceiptLine, type ReceiptView } from "../../receipts/view.ts";
import { mayChangeOrder } from "./access.ts";

export interface TransactionDetailLine extends ReceiptLine {
  studentId: number | null;
  payeeName: string | null;
  memo: string | null;
}

export interface TransactionChange {
  changeId: number;
  field: string;
  lineId: number | null;
  before: ChangeValue;
  after: ChangeValue;
  memo: string | null;
  by: { userId: number; name: string; email: string } | null;
  at: Date;
  undoneAt: Date | null;
  undoOfChangeId: number | null;
}

export interface TransactionDetail extends Omit<ReceiptView, "lines"> {
  lines: TransactionDetailLine[];
  changes: TransactionChange[];
  /**
   * The name of every student a change of `line.student` names before or after (the change stores
   * the student's id), so the page says who, never a number: "Riley Parker → Jamie Parker".
   */
  studentNames: Record<number, string>;
  /**
   * The reader may edit, undo and refund (reports.manage over every line): a school holding only
   * some lines of a mixed order reads it but may not change it.
   */
  mayChange: boolean;
}

export async function readTransactionDetail(ctx: { db: DbTx; actor: Actor }, orderId: number): Promise<TransactionDetail> {
  const receipt = await readReceipt(ctx, orderId, { internalFields: true });
  const mayChange = await mayChangeOrder(ctx, orderId);
  const [lines, changes] = await Promise.all([
    ctx.db.orderLine.findMany({
      where: { orderId },
      select: { id: true, studentId: true, memo: true, settlementAccount: { select: { name: true } } },
    }),
    ctx.db.orderChange.findMany({
      where: { orderId },
      orderBy: { id: "desc" },
      select: {
        id: true,
        field: true,
        orderLineId: true,
        before: true,
        after: true,
        memo: true,
        createdAt: true,
        undoneAt: true,
        undoOfChangeId: true,
        actor: { select: { id: true, firstName: true, lastName: true, email: true } },
      },
    }),
  ]);
  const extra = new Map(lines.map((l) => [l.id, l]));
  const studentIds = [
    ...new Set(changes.filter((c) => c.field === "line.student").flatMap((c) => [c.before, c.after]).filter((id): id is number => typeof id === "number")),
  ];
  const students = studentIds.length
    ? await ctx.db.student.findMany({ where: { id: { in: studentIds } }, select: { id: true, firstName: true, lastName: true } })
    : [];
  return {
    ...receipt,
    mayChange,
    studentNames: Object.fromEntries(students.map((s) => [s.id, `${s.firstName} ${s.lastName}`.trim()])),
    lines: receipt.lines.map((line) => {
      const more = extra.get(line.lineId);
      return { ...line, studentId: more?.studentId ?? null, memo: more?.memo ?? null, payeeName: more?.settlementAccount?.name ?? null };
    }),
    changes: changes.map((c) => ({
      changeId: c.id,
      field: c.field,
      lineId: c.orderLineId,
      before: c.before as ChangeValue,
      after: c.after as ChangeValue,
      memo: c.memo,
      by: c.actor ? { userId: c.actor.id, name: `${c.actor.firstName} ${c.actor.lastName}`.trim(), email: c.actor.email } : null,
      at: c.createdAt,
      undoneAt: c.undoneAt,
      undoOfChangeId: c.undoOfChangeId,
    })),
  };
}
