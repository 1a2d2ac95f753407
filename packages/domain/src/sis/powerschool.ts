/**
 * PowerSchool: JSON with an OAuth-style bearer token, amounts in integer cents, PowerSchool's
 * nested envelopes (`{fees: {fee: [...]}}`). `GET /ws/v1/student/fees?student_number=`,
 * `POST /ws/v1/fee_transactions`.
 */
import { readSisCents } from "./amounts.ts";
import type { SisFee, SisHttpAnswer, SisProtocol, SisRead } from "./types.ts";
import { asText, bearerToken, httpFailure, isAnswerOk, jsonAnswer, parseJsonObject, splitPath } from "./wire.ts";

const FEES_PATH = "/ws/v1/student/fees";
const TRANSACTIONS_PATH = "/ws/v1/fee_transactions";

const object = (value: unknown): Record<string, unknown> | null =>
  value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : null;

function errorOf(answer: SisHttpAnswer): string {
  return httpFailure(answer, asText(parseJsonObject(answer.body)?.message));
}

function readFee(raw: unknown): SisFee | null {
  const fee = object(raw);
  const feeId = fee?.id;
  const title = asText(fee?.fee_description);
  const amountCents = readSisCents(fee?.balance_cents);
  if ((typeof feeId !== "string" && typeof feeId !== "number") || !title || amountCents === null || typeof fee?.partial_payment_allowed !== "boolean") return null;
  return { feeId: String(feeId), title, amountCents, allowPartial: fee.partial_payment_allowed, priority: null };
}

export const powerSchoolProtocol: SisProtocol = {
  feesRequest: (studentExternalId, credential) => ({
    method: "GET",
    path: `${FEES_PATH}?student_number=${encodeURIComponent(studentExternalId)}`,
    headers: { accept: "application/json", authorization: `Bearer ${credential}` },
    body: null,
  }),
  readFees(answer): SisRead<SisFee[]> {
    if (answer.status === 404) return { ok: true, value: [] };
    if (!isAnswerOk(answer)) return { ok: false, error: errorOf(answer) };
    const list = object(parseJsonObject(answer.body)?.fees)?.fee;
    if (!Array.isArray(list)) return { ok: false, error: "PowerSchool answered without a fee list." };
    const fees = list.map(readFee);
    if (fees.some((fee) => fee === null)) return { ok: false, error: "PowerSchool answered a fee it did not describe fully." };
    return { ok: true, value: fees as SisFee[] };
  },
  postbackRequest: (payment, credential) => ({
    method: "POST",
    path: TRANSACTIONS_PATH,
    headers: { accept: "application/json", "content-type": "application/json", authorization: `Bearer ${credential}` },
    body: JSON.stringify({
      fee_transaction: {
        external_reference: payment.reference,
        fee_id: payment.feeId,
        student_number: payment.studentExternalId,
        amount_cents: payment.amountCents,
        transaction_date: payment.paidAt,
      },
    }),
  }),
  readPostback(answer) {
    if (!isAnswerOk(answer)) return { ok: false, error: errorOf(answer) };
    const result = object(parseJsonObject(answer.body)?.result);
    const id = result?.transaction_id;
    return result?.status === "success" && (typeof id === "string" || typeof id === "number")
      ? { ok: true, value: { confirmation: String(id) } }
      : { ok: false, error: "PowerSchool answered without a transaction id." };
  },

  readCall(request) {
    if (!bearerToken(request)) return { kind: "unauthorized" };
    const { pathname, query } = splitPath(request.path);
    if (request.method === "GET" && pathname === FEES_PATH) {
      const studentExternalId = query.get("student_number");
      return studentExternalId ? { kind: "fees", studentExternalId } : { kind: "unknown" };
    }
    if (request.method !== "POST" || pathname !== TRANSACTIONS_PATH) return { kind: "unknown" };
    const tx = object(parseJsonObject(request.body)?.fee_transaction);
    const [reference, feeId, studentExternalId, paidAt] = [tx?.external_reference, tx?.fee_id, tx?.student_number, tx?.transaction_date].map(asText);
    const amountCents = readSisCents(tx?.amount_cents);
    if (!reference || !feeId || !studentExternalId || !paidAt || amountCents === null) return { kind: "unknown" };
    return { kind: "postback", payment: { reference, feeId, studentExternalId, amountCents, paidAt } };
  },
  feesAnswer: (fees) =>
    fees === null
      ? jsonAnswer(404, { message: "No student with that student_number" })
      : jsonAnswer(200, {
          fees: {
            fee: fees.map((fee) => ({ id: fee.feeId, fee_description: fee.title, balance_cents: fee.amountCents, partial_payment_allowed: fee.allowPartial })),
          },
        }),
  postbackAnswer: (receipt) => jsonAnswer(200, { result: { status: "success", transaction_id: receipt.confirmation } }),
  errorAnswer: (status, message) => jsonAnswer(status, { message }),
};
