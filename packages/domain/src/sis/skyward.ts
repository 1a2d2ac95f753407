/**
 * Skyward: form-encoded both ways. Requests carry `api_key`; answers are `status=OK&…` with the
 * fees numbered (`fee_count=2&fee_1_id=…&fee_1_desc=…&fee_1_amount=12.50&fee_1_partial=Y`).
 * `POST /skyward/fees/lookup`, `POST /skyward/fees/pay`.
 */
import { formatDecimalCents } from "../items/money.ts";
import { parseSisDollars } from "./amounts.ts";
import type { SisFee, SisHttpAnswer, SisProtocol, SisRead } from "./types.ts";
import { httpFailure, isAnswerOk, splitPath } from "./wire.ts";

const LOOKUP_PATH = "/skyward/fees/lookup";
const PAY_PATH = "/skyward/fees/pay";
const FORM = "application/x-www-form-urlencoded";

function form(status: number, fields: Record<string, string>): SisHttpAnswer {
  return { status, contentType: FORM, body: new URLSearchParams(fields).toString() };
}

function post(path: string, fields: Record<string, string>) {
  return { method: "POST" as const, path, headers: { "content-type": FORM, accept: FORM }, body: new URLSearchParams(fields).toString() };
}

function errorOf(answer: SisHttpAnswer): string {
  return httpFailure(answer, new URLSearchParams(answer.body).get("message"));
}

function readFee(fields: URLSearchParams, n: number): SisFee | null {
  const feeId = fields.get(`fee_${n}_id`);
  const title = fields.get(`fee_${n}_desc`);
  const amountCents = parseSisDollars(fields.get(`fee_${n}_amount`));
  const partial = fields.get(`fee_${n}_partial`);
  if (!feeId || !title || amountCents === null || (partial !== "Y" && partial !== "N")) return null;
  return { feeId, title, amountCents, allowPartial: partial === "Y", priority: null };
}

export const skywardProtocol: SisProtocol = {
  feesRequest: (studentExternalId, credential) => post(LOOKUP_PATH, { api_key: credential, student_id: studentExternalId }),
  readFees(answer): SisRead<SisFee[]> {
    if (!isAnswerOk(answer)) return { ok: false, error: errorOf(answer) };
    const fields = new URLSearchParams(answer.body);
    if (fields.get("status") === "NOT_FOUND") return { ok: true, value: [] };
    const count = Number(fields.get("fee_count"));
    if (fields.get("status") !== "OK" || !Number.isInteger(count) || count < 0 || count > 500) return { ok: false, error: "Skyward answered without a fee count." };
    const fees = Array.from({ length: count }, (_, i) => readFee(fields, i + 1));
    if (fees.some((fee) => fee === null)) return { ok: false, error: "Skyward answered a fee it did not describe fully." };
    return { ok: true, value: fees as SisFee[] };
  },
  postbackRequest: (payment, credential) =>
    post(PAY_PATH, {
      api_key: credential,
      reference: payment.reference,
      fee_id: payment.feeId,
      student_id: payment.studentExternalId,
      amount: formatDecimalCents(payment.amountCents),
      paid_on: payment.paidAt,
    }),
  readPostback(answer) {
    if (!isAnswerOk(answer)) return { ok: false, error: errorOf(answer) };
    const fields = new URLSearchParams(answer.body);
    const confirmation = fields.get("confirmation");
    return fields.get("status") === "OK" && confirmation ? { ok: true, value: { confirmation } } : { ok: false, error: errorOf(answer) };
  },

  readCall(request) {
    const { pathname } = splitPath(request.path);
    if (request.method !== "POST" || (pathname !== LOOKUP_PATH && pathname !== PAY_PATH)) return { kind: "unknown" };
    const fields = new URLSearchParams(request.body ?? "");
    if (!fields.get("api_key")) return { kind: "unauthorized" };
    const studentExternalId = fields.get("student_id");
    if (!studentExternalId) return { kind: "unknown" };
    if (pathname === LOOKUP_PATH) return { kind: "fees", studentExternalId };
    const [reference, feeId, paidAt] = [fields.get("reference"), fields.get("fee_id"), fields.get("paid_on")];
    const amountCents = parseSisDollars(fields.get("amount"));
    if (!reference || !feeId || !paidAt || amountCents === null) return { kind: "unknown" };
    return { kind: "postback", payment: { reference, feeId, studentExternalId, amountCents, paidAt } };
  },
  feesAnswer(fees) {
    if (fees === null) return form(200, { status: "NOT_FOUND" });
    const fields: Record<string, string> = { status: "OK", fee_count: String(fees.length) };
    fees.forEach((fee, i) => {
      fields[`fee_${i + 1}_id`] = fee.feeId;
      fields[`fee_${i + 1}_desc`] = fee.title;
      fields[`fee_${i + 1}_amount`] = formatDecimalCents(fee.amountCents);
      fields[`fee_${i + 1}_partial`] = fee.allowPartial ? "Y" : "N";
    });
    return form(200, fields);
  },
  postbackAnswer: (receipt) => form(200, { status: "OK", confirmation: receipt.confirmation }),
  errorAnswer: (status, message) => form(status, { status: "ERROR", message }),
};
