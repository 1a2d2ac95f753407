/**
 * ASB Works: JSON over REST, the API key in an `X-API-Key` header, dollar amounts as decimal
 * strings. `GET /api/v2/students/{id}/fees`, `POST /api/v2/payments`.
 */
import { formatDecimalCents } from "../items/money.ts";
import { parseSisDollars } from "./amounts.ts";
import type { SisFee, SisHttpAnswer, SisHttpRequest, SisProtocol, SisRead } from "./types.ts";
import { asText, header, httpFailure, isAnswerOk, jsonAnswer, parseJsonObject, splitPath } from "./wire.ts";

const FEES_PATH = /^\/api\/v2\/students\/([^/]+)\/fees$/;
const PAYMENTS_PATH = "/api/v2/payments";

function errorOf(answer: SisHttpAnswer): string {
  const body = parseJsonObject(answer.body);
  const error = body?.error as Record<string, unknown> | undefined;
  return httpFailure(answer, asText(error?.message));
}

function readFee(raw: unknown): SisFee | null {
  const fee = raw as Record<string, unknown> | null;
  const feeId = asText(fee?.fee_id);
  const title = asText(fee?.description);
  const amountCents = parseSisDollars(asText(fee?.balance));
  if (!feeId || !title || amountCents === null || typeof fee?.partial_payments !== "boolean") return null;
  return { feeId, title, amountCents, allowPartial: fee.partial_payments, priority: null };
}

export const asbWorksProtocol: SisProtocol = {
  feesRequest: (studentExternalId, credential) => ({
    method: "GET",
    path: `/api/v2/students/${encodeURIComponent(studentExternalId)}/fees`,
    headers: { accept: "application/json", "x-api-key": credential },
    body: null,
  }),
  readFees(answer): SisRead<SisFee[]> {
    if (answer.status === 404) return { ok: true, value: [] };
    if (!isAnswerOk(answer)) return { ok: false, error: errorOf(answer) };
    const list = parseJsonObject(answer.body)?.fees;
    if (!Array.isArray(list)) return { ok: false, error: "ASB Works answered without a fee list." };
    const fees = list.map(readFee);
    if (fees.some((fee) => fee === null)) return { ok: false, error: "ASB Works answered a fee it did not describe fully." };
    return { ok: true, value: fees as SisFee[] };
  },
  postbackRequest: (payment, credential) => ({
    method: "POST",
    path: PAYMENTS_PATH,
    headers: { accept: "application/json", "content-type": "application/json", "x-api-key": credential },
    body: JSON.stringify({
      reference: payment.reference,
      fee_id: payment.feeId,
      student_id: payment.studentExternalId,
      amount: formatDecimalCents(payment.amountCents),
      paid_at: payment.paidAt,
    }),
  }),
  readPostback(answer) {
    if (!isAnswerOk(answer)) return { ok: false, error: errorOf(answer) };
    const confirmation = asText((parseJsonObject(answer.body)?.payment as Record<string, unknown> | undefined)?.confirmation);
    return confirmation ? { ok: true, value: { confirmation } } : { ok: false, error: "ASB Works answered without a confirmation." };
  },

  readCall(request: SisHttpRequest) {
    if (!header(request, "x-api-key")) return { kind: "unauthorized" };
    const { pathname } = splitPath(request.path);
    const fees = FEES_PATH.exec(pathname);
    if (request.method === "GET" && fees) return { kind: "fees", studentExternalId: decodeURIComponent(fees[1]!) };
    if (request.method !== "POST" || pathname !== PAYMENTS_PATH) return { kind: "unknown" };
    const body = parseJsonObject(request.body);
    const amountCents = parseSisDollars(asText(body?.amount));
    const [reference, feeId, studentExternalId, paidAt] = [body?.reference, body?.fee_id, body?.student_id, body?.paid_at].map(asText);
    if (!reference || !feeId || !studentExternalId || !paidAt || amountCents === null) return { kind: "unknown" };
    return { kind: "postback", payment: { reference, feeId, studentExternalId, amountCents, paidAt } };
  },
  feesAnswer: (fees) =>
    fees === null
      ? jsonAnswer(404, { error: { message: "Student not found" } })
      : jsonAnswer(200, {
          fees: fees.map((fee) => ({
            fee_id: fee.feeId,
            description: fee.title,
            balance: formatDecimalCents(fee.amountCents),
            partial_payments: fee.allowPartial,
          })),
        }),
  postbackAnswer: (receipt) => jsonAnswer(201, { payment: { confirmation: receipt.confirmation } }),
  errorAnswer: (status, message) => jsonAnswer(status, { error: { message } }),
};
