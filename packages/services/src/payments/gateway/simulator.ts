/**
 * The gateway simulator (docs/product/checkout-and-payments.md) as a small request handler: the outcome per
 * card number is the domain's `simulateCardCharge` (approved, declined, half approved, unavailable), and like
 * a real gateway it is idempotent per key: a repeated key answers the first answer and charges nothing more,
 * and the same key with a different amount or card is refused (409).
 *
 * It never keeps, logs or answers a card number: a repeat is recognised by a SHA-256 of the
 * amount and the number, and answers carry only a token and a transaction id. Its memory lives as
 * long as the process (it is a simulator; a real gateway keeps its own books).
 *
 * Because it forgets on restart, what must outlive a restart is carried in the ids themselves:
 * a stored-card token's prefix says how its charges go (domain `SIMULATOR_TOKEN_PREFIXES`), and a
 * void or refund of a transaction it does not know (authorized before a restart, or seeded) is
 * done as asked: the app's own books enforce what is left of a payment. A transaction it does
 * know is checked like a real gateway would (no refund beyond what is left, nothing after a void).
 */
import { createHash, randomBytes } from "node:crypto";
import { simulateCardCharge, simulateRefundAvailability, simulateStoredCharge, simulatorTokenPrefix, type SimulatedCharge } from "@paydesk/domain";

export interface SimulatorAnswer {
  status: number;
  body: Record<string, unknown>;
}

export interface SimulatedTransaction {
  transactionId: string;
  idempotencyKey: string;
  askedCents: number;
  approvedCents: number;
  refundedCents: number;
  voided: boolean;
}

interface ChargeBody {
  amount_cents: number;
  card: { number: string; security_code: string | null; exp_month: number; exp_year: number };
  idempotency_key: string;
}

const KEY_MAX = 300;

function readCharge(body: unknown): ChargeBody | null {
  if (typeof body !== "object" || body === null) return null;
  const { amount_cents, card, idempotency_key } = body as Record<string, unknown>;
  if (!Number.isSafeInteger(amount_cents) || (amount_cents as number) <= 0) return null;
  if (typeof idempotency_key !== "string" || idempotency_key === "" || idempotency_key.length > KEY_MAX) return null;
  if (typeof card !== "object" || card === null) return null;
  const number = (card as Record<string, unknown>).number;
  if (typeof number !== "string" || !/^\d{11,19}$/.test(number)) return null;
  return body as ChargeBody;
}

interface StoredChargeBody {
  token: string;
  amount_cents: number;
  idempotency_key: string;
}

interface RefundBody {
  transaction_id: string;
  amount_cents: number;
  idempotency_key: string;
}

const isKey = (value: unknown): value is string => typeof value === "string" && value !== "" && value.length <= KEY_MAX;
const isAmount = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) > 0;

function readStoredCharge(body: unknown): StoredChargeBody | null {
  if (typeof body !== "object" || body === null) return null;
  const { token, amount_cents, idempotency_key } = body as Record<string, unknown>;
  return isKey(token) && isAmount(amount_cents) && isKey(idempotency_key) ? (body as StoredChargeBody) : null;
}

function readRefund(body: unknown): RefundBody | null {
  if (typeof body !== "object" || body === null) return null;
  const { transaction_id, amount_cents, idempotency_key } = body as Record<string, unknown>;
  return isKey(transaction_id) && isAmount(amount_cents) && isKey(idempotency_key) ? (body as RefundBody) : null;
}

const fingerprint = (...parts: Array<string | number>) => createHash("sha256").update(parts.join(":")).digest("hex");
const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString("base64url")}`;

/** Answers never repeat what was sent: a bad request is told so, without its content. */
const badRequest = (): SimulatorAnswer => ({ status: 400, body: { error: "bad_request" } });

export class GatewaySimulator {
  private readonly charges = new Map<string, { fingerprint: string; answer: SimulatorAnswer }>();
  private readonly transactions = new Map<string, SimulatedTransaction>();
  private readonly voids = new Map<string, SimulatorAnswer>();
  private readonly refunds = new Map<string, { fingerprint: string; answer: SimulatorAnswer }>();

  /** `POST …/charge`. */
  charge(body: unknown): SimulatorAnswer {
    const request = readCharge(body);
    if (!request) return badRequest();
    return this.once(this.charges, request.idempotency_key, fingerprint(request.amount_cents, request.card.number), () =>
      this.authorize(request.idempotency_key, request.amount_cents, simulateCardCharge(request.card.number, request.amount_cents)),
    );
  }

  /** `POST …/charge-stored` `{token, amount_cents, idempotency_key}`: a charge of a stored card. */
  chargeStored(body: unknown): SimulatorAnswer {
    const request = readStoredCharge(body);
    if (!request) return badRequest();
    return this.once(this.charges, request.idempotency_key, fingerprint("stored", request.amount_cents, request.token), () =>
      this.authorize(request.idempotency_key, request.amount_cents, simulateStoredCharge(request.token, request.amount_cents)),
    );
  }

  /** `POST …/void`: releases a whole authorization; voiding twice answers the same. */
  void(body: unknown): SimulatorAnswer {
    const { transaction_id: transactionId, idempotency_key: key } = (body ?? {}) as Record<string, unknown>;
    if (!isKey(transactionId) || !isKey(key)) return badRequest();
    const earlier = this.voids.get(key);
    if (earlier) return earlier;
    if (simulateRefundAvailability(transactionId) === "unavailable") return { status: 503, body: { outcome: "unavailable" } };
    const transaction = this.transactions.get(transactionId);
    if (transaction && transaction.refundedCents > 0) return { status: 422, body: { error: "already_refunded" } };
    if (transaction) transaction.voided = true;
    const answer = { status: 200, body: { outcome: "voided", transaction_id: transactionId } };
    this.voids.set(key, answer);
    return answer;
  }

  /**
   * `POST …/refund` `{transaction_id, amount_cents, idempotency_key}`: gives back part or all of
   * a charge. 422 for more than is left or a voided charge; a repeated key answers the first answer.
   */
  refund(body: unknown): SimulatorAnswer {
    const request = readRefund(body);
    if (!request) return badRequest();
    const print = fingerprint(request.transaction_id, request.amount_cents);
    const earlier = this.refunds.get(request.idempotency_key);
    if (earlier) return earlier.fingerprint === print ? earlier.answer : { status: 409, body: { error: "idempotency_key_reused" } };
    // Down is not an answer: nothing is remembered, so the retry with the same key can succeed.
    if (simulateRefundAvailability(request.transaction_id) === "unavailable") return { status: 503, body: { outcome: "unavailable" } };
    const transaction = this.transactions.get(request.transaction_id);
    if (transaction?.voided) return { status: 422, body: { error: "voided" } };
    if (transaction && request.amount_cents > transaction.approvedCents - transaction.refundedCents) return { status: 422, body: { error: "exceeds_remaining" } };
    if (transaction) transaction.refundedCents += request.amount_cents;
    const answer = { status: 200, body: { outcome: "refunded", refund_id: newId("rfd"), amount_cents: request.amount_cents, transaction_id: request.transaction_id } };
    this.refunds.set(request.idempotency_key, { fingerprint: print, answer });
    return answer;
  }

  /** What was authorized so far (for tests and the bench: double charges are counted here). */
  authorized(): SimulatedTransaction[] {
    return [...this.transactions.values()].map((transaction) => ({ ...transaction }));
  }

  /** One answer per idempotency key: a repeat answers the first, the key for another request is refused. */
  private once(seen: Map<string, { fingerprint: string; answer: SimulatorAnswer }>, key: string, print: string, decide: () => SimulatorAnswer): SimulatorAnswer {
    const earlier = seen.get(key);
    if (earlier) return earlier.fingerprint === print ? earlier.answer : { status: 409, body: { error: "idempotency_key_reused" } };
    const answer = decide();
    seen.set(key, { fingerprint: print, answer });
    return answer;
  }

  private authorize(idempotencyKey: string, askedCents: number, outcome: SimulatedCharge): SimulatorAnswer {
    if (outcome.outcome === "declined") return { status: 200, body: { outcome: "declined" } };
    // A gateway that cannot serve answers 503, as a real one behind a load balancer would.
    if (outcome.outcome === "unavailable") return { status: 503, body: { outcome: "unavailable" } };
    const transactionId = newId("txn");
    this.transactions.set(transactionId, { transactionId, idempotencyKey, askedCents, approvedCents: outcome.approvedCents, refundedCents: 0, voided: false });
    return {
      status: 200,
      body: { outcome: outcome.outcome, approved_cents: outcome.approvedCents, token: newId(simulatorTokenPrefix(outcome.outcome).slice(0, -1)), transaction_id: transactionId },
    };
  }
}

/** The simulator the app serves at /simulators/gateway (one per process). */
export const builtInGatewaySimulator = new GatewaySimulator();
