/**
 * Synergy (and its test variant, the same protocol at another address): SOAP-style XML posted to
 * one endpoint, the operation named in the `SOAPAction` header, the API key in the SOAP header,
 * dollar amounts as decimal text, a priority per fee (1 is paid first). Failures are SOAP faults.
 */
import { formatDecimalCents } from "../items/money.ts";
import { parseSisDollars } from "./amounts.ts";
import type { SisFee, SisHttpAnswer, SisProtocol, SisRead } from "./types.ts";
import { header, httpFailure, isAnswerOk, splitPath } from "./wire.ts";
import { xmlElement, xmlElements, xmlText } from "./xml.ts";

const ENDPOINT = "/Service/SISFees.asmx";
const NAMESPACE = "http://edupoint.com/webservices/";
const GET_FEES = "GetStudentFees";
const POST_PAYMENT = "PostFeePayment";

const XML = "text/xml; charset=utf-8";

function envelope(body: string, credential?: string): string {
  const head = credential === undefined ? "" : `<soap:Header><AuthHeader xmlns="${NAMESPACE}">${xmlElement("APIKey", credential)}</AuthHeader></soap:Header>`;
  return `<?xml version="1.0" encoding="utf-8"?><soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/">${head}<soap:Body>${body}</soap:Body></soap:Envelope>`;
}

function call(operation: string, fields: string, credential: string) {
  return {
    method: "POST" as const,
    path: ENDPOINT,
    headers: { "content-type": XML, soapaction: `"${NAMESPACE}${operation}"` },
    body: envelope(`<${operation} xmlns="${NAMESPACE}">${fields}</${operation}>`, credential),
  };
}

function faultOf(answer: SisHttpAnswer): string {
  return httpFailure(answer, xmlText(answer.body, "faultstring"));
}

function readFee(xml: string): SisFee | null {
  const feeId = xmlText(xml, "FeeID");
  const title = xmlText(xml, "Description");
  const amountCents = parseSisDollars(xmlText(xml, "AmountDue"));
  const allowPartial = xmlText(xml, "AllowPartial");
  const priority = Number(xmlText(xml, "Priority"));
  if (!feeId || !title || amountCents === null || (allowPartial !== "true" && allowPartial !== "false") || !Number.isInteger(priority)) return null;
  return { feeId, title, amountCents, allowPartial: allowPartial === "true", priority };
}

function answer(status: number, body: string): SisHttpAnswer {
  return { status, contentType: XML, body: envelope(body) };
}

export const synergyProtocol: SisProtocol = {
  feesRequest: (studentExternalId, credential) => call(GET_FEES, xmlElement("StudentID", studentExternalId), credential),
  readFees(answer): SisRead<SisFee[]> {
    if (!isAnswerOk(answer)) return { ok: false, error: faultOf(answer) };
    const [result] = xmlElements(answer.body, `${GET_FEES}Result`);
    if (result === undefined) return { ok: false, error: "Synergy answered without a fee result." };
    if (xmlText(result, "StudentFound") === "false") return { ok: true, value: [] };
    const fees = xmlElements(result, "Fee").map(readFee);
    if (fees.some((fee) => fee === null)) return { ok: false, error: "Synergy answered a fee it did not describe fully." };
    return { ok: true, value: fees as SisFee[] };
  },
  postbackRequest: (payment, credential) =>
    call(
      POST_PAYMENT,
      [
        xmlElement("ReferenceNumber", payment.reference),
        xmlElement("FeeID", payment.feeId),
        xmlElement("StudentID", payment.studentExternalId),
        xmlElement("AmountPaid", formatDecimalCents(payment.amountCents)),
        xmlElement("PaymentDate", payment.paidAt),
      ].join(""),
      credential,
    ),
  readPostback(answer) {
    if (!isAnswerOk(answer)) return { ok: false, error: faultOf(answer) };
    const confirmation = xmlText(answer.body, "ConfirmationNumber");
    return confirmation ? { ok: true, value: { confirmation } } : { ok: false, error: "Synergy answered without a confirmation number." };
  },

  readCall(request) {
    if (request.method !== "POST" || splitPath(request.path).pathname !== ENDPOINT || request.body === null) return { kind: "unknown" };
    if (!xmlText(request.body, "APIKey")) return { kind: "unauthorized" };
    const action = (header(request, "soapaction") ?? "").replace(/"/g, "");
    if (action === `${NAMESPACE}${GET_FEES}`) {
      const studentExternalId = xmlText(request.body, "StudentID");
      return studentExternalId ? { kind: "fees", studentExternalId } : { kind: "unknown" };
    }
    if (action !== `${NAMESPACE}${POST_PAYMENT}`) return { kind: "unknown" };
    const [reference, feeId, studentExternalId, paidAt] = ["ReferenceNumber", "FeeID", "StudentID", "PaymentDate"].map((name) => xmlText(request.body!, name));
    const amountCents = parseSisDollars(xmlText(request.body, "AmountPaid"));
    if (!reference || !feeId || !studentExternalId || !paidAt || amountCents === null) return { kind: "unknown" };
    return { kind: "postback", payment: { reference, feeId, studentExternalId, amountCents, paidAt } };
  },
  feesAnswer(fees) {
    const items = (fees ?? []).map(
      (fee) =>
        `<Fee>${xmlElement("FeeID", fee.feeId)}${xmlElement("Description", fee.title)}${xmlElement("AmountDue", formatDecimalCents(fee.amountCents))}${xmlElement("AllowPartial", String(fee.allowPartial))}${xmlElement("Priority", String(fee.priority ?? 1))}</Fee>`,
    );
    const result = `<${GET_FEES}Result>${xmlElement("StudentFound", String(fees !== null))}<Fees>${items.join("")}</Fees></${GET_FEES}Result>`;
    return answer(200, `<${GET_FEES}Response xmlns="${NAMESPACE}">${result}</${GET_FEES}Response>`);
  },
  postbackAnswer: (receipt) =>
    answer(200, `<${POST_PAYMENT}Response xmlns="${NAMESPACE}"><${POST_PAYMENT}Result>${xmlElement("ConfirmationNumber", receipt.confirmation)}</${POST_PAYMENT}Result></${POST_PAYMENT}Response>`),
  errorAnswer: (status, message) => answer(status, `<soap:Fault>${xmlElement("faultcode", status >= 500 ? "soap:Server" : "soap:Client")}${xmlElement("faultstring", message)}</soap:Fault>`),
};
