/**
 * The payment gateway over HTTP: `POST {baseUrl}/charge`, `/charge-stored`, `/void` and
 * `/refund` with JSON. The built-in simulator speaks it (apps/server mounts it at
 * /simulators/gateway) and GATEWAY_URL points at another server that does.
 *
 * Anything but a clear answer (no connection, a timeout, a 5xx, a malformed body) is
 * "unavailable": the payer gets the final payment error. Our idempotency key travels with the
 * charge, so a retry after a lost answer can never charge twice.
 */
import http from "node:http";
import https from "node:https";
import { PAYMENT_MESSAGES, REFUND_MESSAGES, finalPaymentErrorMessage } from "@paydesk/validators";
import type { ChargeResult, PaymentGateway, RefundResult } from "./types.ts";

const TIMEOUT_MS = 20_000;

export const GATEWAY_UNAVAILABLE_MESSAGE = finalPaymentErrorMessage(PAYMENT_MESSAGES.gatewayUnavailable);
const unavailable = { outcome: "unavailable", message: GATEWAY_UNAVAILABLE_MESSAGE } as const;

export type GatewayOperation = "charge" | "charge-stored" | "void" | "refund";

/** One call to the gateway: its HTTP status and JSON body, or null when no clear answer came. */
export type GatewayTransport = (operation: GatewayOperation, body: unknown) => Promise<{ status: number; body: Record<string, unknown> } | null>;

/**
 * Plain node:http(s) with a keep-alive agent per gateway: every checkout by card makes this call,
 * and `fetch` (undici) cost the app several times the CPU of a bare request per call, besides a
 * new connection whenever its pool had none idle.
 */
function httpTransport(baseUrl: string): GatewayTransport {
  const base = new URL(baseUrl.replace(/\/$/, ""));
  const client = base.protocol === "https:" ? https : http;
  const agent = new client.Agent({ keepAlive: true, maxSockets: 64 });
  return (operation, body) => post(client, agent, new URL(`${base.pathname}/${operation}`, base), body);
}

/**
 * One POST and its JSON answer, or null. A kept-alive socket that the server closed just as it was
 * reused fails with ECONNRESET before anything was answered (the race Node's documentation names
 * for `reusedSocket`; likelier under load, when the event loop lags behind the server's idle timer):
 * such a call is sent once more on a new socket. Safe for every call: each carries its
 * idempotency key, so the gateway acts on it at most once.
 */
function post(client: typeof http | typeof https, agent: http.Agent, url: URL, body: unknown, retried = false): Promise<{ status: number; body: Record<string, unknown> } | null> {
  return new Promise((resolve) => {
    const payload = Buffer.from(JSON.stringify(body));
    // Network errors name the URL, never the body; nothing of the card is in them.
    const req = client.request(url, { method: "POST", agent, headers: { "content-type": "application/json", "content-length": payload.length } }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("error", () => resolve(null));
      res.on("end", () => {
        try {
          const parsed = JSON.parse(Buffer.concat(chunks).toString("utf8")) as unknown;
          resolve(parsed && typeof parsed === "object" ? { status: res.statusCode ?? 0, body: parsed as Record<string, unknown> } : null);
        } catch {
          resolve(null);
        }
      });
    });
    req.setTimeout(TIMEOUT_MS, () => req.destroy(new Error("gateway timeout")));
    req.on("error", (error: NodeJS.ErrnoException) => {
      const staleSocket = req.reusedSocket && (error.code === "ECONNRESET" || error.code === "EPIPE");
      resolve(staleSocket && !retried ? post(client, agent, url, body, true) : null);
    });
    req.end(payload);
  });
}

function isAuthorized(body: Record<string, unknown>): boolean {
  return (
    (body.outcome === "approved" || body.outcome === "partial") &&
    Number.isSafeInteger(body.approved_cents) &&
    typeof body.token === "string" &&
    typeof body.transaction_id === "string"
  );
}

export function httpPaymentGateway(baseUrl: string): PaymentGateway {
  return gatewayOverTransport(httpTransport(baseUrl));
}

/** A charge's answer (card or stored token) read the same way. */
function readCharge(answer: { status: number; body: Record<string, unknown> } | null, amountCents: number): ChargeResult {
  if (!answer || answer.status !== 200) return unavailable;
  if (answer.body.outcome === "declined") return { outcome: "declined", message: PAYMENT_MESSAGES.declined };
  if (!isAuthorized(answer.body)) return unavailable;
  const approvedCents = answer.body.approved_cents as number;
  // A gateway approving more than asked is not trusted: treated as a failure to be undone by hand.
  if (approvedCents <= 0 || approvedCents > amountCents) return unavailable;
  return {
    outcome: answer.body.outcome === "partial" && approvedCents < amountCents ? "partial" : "approved",
    approvedCents,
    token: answer.body.token as string,
    transactionId: answer.body.transaction_id as string,
  };
}

/** The gateway protocol read over any transport (HTTP, or the simulator called in process). */
export function gatewayOverTransport(post: GatewayTransport): PaymentGateway {
  return {
    async charge({ amountCents, card, idempotencyKey }) {
      const answer = await post("charge", {
        amount_cents: amountCents,
        card: { number: card.digits, security_code: card.securityCode, exp_month: card.expMonth, exp_year: card.expYear },
        idempotency_key: idempotencyKey,
      });
      return readCharge(answer, amountCents);
    },
    async chargeStored({ token, amountCents, idempotencyKey }) {
      return readCharge(await post("charge-stored", { token, amount_cents: amountCents, idempotency_key: idempotencyKey }), amountCents);
    },
    async void({ transactionId, idempotencyKey }) {
      const answer = await post("void", { transaction_id: transactionId, idempotency_key: idempotencyKey });
      return answer?.status === 200 && answer.body.outcome === "voided" ? { outcome: "voided" } : unavailable;
    },
    async refund({ transactionId, amountCents, idempotencyKey }): Promise<RefundResult> {
      const answer = await post("refund", { transaction_id: transactionId, amount_cents: amountCents, idempotency_key: idempotencyKey });
      // 422: a clear no (more than is left, a voided charge): nothing moved and a retry will not help.
      if (answer?.status === 422) return { outcome: "refused", message: REFUND_MESSAGES.gatewayRefused };
      if (!answer || answer.status !== 200 || answer.body.outcome !== "refunded" || typeof answer.body.refund_id !== "string") return unavailable;
      // A gateway refunding another amount than asked is not trusted: staff must check by hand.
      if (answer.body.amount_cents !== amountCents) return unavailable;
      return { outcome: "refunded", refundId: answer.body.refund_id, amountCents };
    },
  };
}
