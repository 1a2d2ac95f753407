import { formatDecimalCents, isoInZone } from "@paydesk/domain";
import type { inferRouterOutputs } from "@trpc/server";
import type { transactionDetailRouter } from "./router.ts";
import { defineShim, id, list, text, type ShimRequest } from "../../shims/types.ts";
import { paymentAnswer, payorAnswer } from "../receipts/shims.ts";

type Out = inferRouterOutputs<typeof transactionDetailRouter>;

/**
 * `/reports/txn/{orderId}`: a path id that is no number names no order, so it is read as 0, which
 * the order rung answers 404 like any unknown id (the list and export paths are registered before
 * this one, so their names never reach it).
 */
function orderIdOf(params: Record<string, string>): number {
  const raw = params.orderId ?? "";
  return /^\d{1,10}$/.test(raw) ? Number(raw) : 0;
}

/** The order for tools (docs/product/documented-calls.md), snake_case with dollar strings. */
export function orderAnswer(view: Out["get"]): Record<string, unknown> {
  const dollars = formatDecimalCents;
  return {
    order: {
      order_id: view.orderId,
      status: view.status,
      created_at: isoInZone(view.createdAt, view.timeZone),
      company_id: view.company.id,
      payor: payorAnswer(view.payer),
      lines: view.lines.map((l) => ({
        line_id: l.lineId,
        item_code: l.itemCode,
        title: l.title,
        student_id: l.studentId,
        student_name: l.studentName,
        amount: dollars(l.amountCents),
        quantity: l.quantity,
        total: dollars(l.totalCents),
        payee: l.payeeName,
        cfs: l.cfs,
        memo: l.memo,
      })),
      payments: view.payments.map(paymentAnswer),
      total: dollars(view.totalCents),
      paid: dollars(view.paidCents),
      due: dollars(view.dueCents),
      changes: view.changes.map((c) => ({
        change_id: c.changeId,
        field: c.field,
        line_id: c.lineId,
        before: c.before,
        after: c.after,
        memo: c.memo,
        by: c.by?.name ?? null,
        at: isoInZone(c.at, view.timeZone),
        undone: c.undoneAt !== null,
        undo_of_change_id: c.undoOfChangeId,
      })),
    },
  };
}

/** The payor as sent: only the fields present are edits; `postal_code` is the documented name. */
function payorEdit(value: unknown): Record<string, unknown> | undefined {
  if (!value || typeof value !== "object" || Array.isArray(value)) return undefined;
  const sent = value as Record<string, unknown>;
  const names = { name: "name", email: "email", street: "street", street2: "street2", city: "city", state: "state", country: "country", postal_code: "postalCode" };
  const edit: Record<string, unknown> = {};
  for (const [from, to] of Object.entries(names)) if (from in sent) edit[to] = sent[from];
  return edit;
}

/** A line as sent: `student_id` a student id, or NA / empty / null for none. */
function lineEdit(sent: Record<string, unknown>): Record<string, unknown> {
  const edit: Record<string, unknown> = { lineId: id(sent.line_id) };
  if ("cfs" in sent) edit.cfs = sent.cfs;
  if ("memo" in sent) edit.memo = sent.memo;
  if ("student_id" in sent) {
    const raw = text(sent.student_id);
    edit.studentId = raw === undefined || raw === "" || raw.toUpperCase() === "NA" ? null : id(raw);
  }
  return edit;
}

function updateInput({ params, body }: ShimRequest) {
  return {
    module: params.module,
    orderId: orderIdOf(params),
    payor: payorEdit(body.payor),
    lines: "lines" in body ? list(body.lines).map(lineEdit) : undefined,
    memo: body.memo,
  };
}

/**
 * Transaction detail, edit and undo (docs/product/reports-and-time-zones.md,
 * docs/product/documented-calls.md).
 */
export const transactionDetailShims = [
  defineShim<Out["undo"]>({
    method: "GET",
    path: "/:module/reports/txn/undo-update",
    procedure: "transactionDetail.undo",
    spec: "docs/product/documented-calls.md: GET /{module}/reports/txn/undo-update?change_id={id}",
    input: ({ params, query }) => ({ module: params.module, changeId: id(query.change_id) }),
    fieldNames: { changeId: "change_id" },
    output: (result) => ({ message: result.message, undo_change_id: result.undoChangeId }),
  }),
  defineShim<Out["update"]>({
    method: "POST",
    path: "/:module/reports/txn/:orderId/update",
    procedure: "transactionDetail.update",
    spec: "docs/product/documented-calls.md: POST /{module}/reports/txn/{orderId}/update",
    input: updateInput,
    fieldNames: { orderId: "order_id", studentId: "student_id", lineId: "line_id", postalCode: "postal_code" },
    output: (result) => ({ message: result.message, change_ids: result.changeIds }),
  }),
  defineShim<Out["get"]>({
    method: "GET",
    path: "/:module/reports/txn/:orderId",
    procedure: "transactionDetail.get",
    spec: "docs/product/reports-and-time-zones.md: /{module}/reports/txn/*; docs/product/documented-calls.md: GET /{module}/reports/txn/{orderId}",
    input: ({ params }) => ({ module: params.module, orderId: orderIdOf(params) }),
    fieldNames: { orderId: "order_id" },
    output: orderAnswer,
  }),
];
