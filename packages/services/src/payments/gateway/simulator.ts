/**
 * The gateway simulator of CONVENTIONS §5 as a small request handler: the outcome per card number
 * is the domain's `simulateCardCharge` (approved, declined, half approved, unavailable), and like
 * a real gateway it is idempotent per key: a repeated key answers the first answer and charges
 * nothing more, and the same key with a different amount or card is refused (409).
 *
 * It never keeps, logs or answers a card number: a repeat is recognised by a SHA-256 of the
 * amount and the number, and answers carry only a token and a transaction id. Its memory lives as
 * long as the process (it is a simulator; a real gateway keeps its own books).
 */
import { createHash, randomBytes } from "node:crypto";
import { simulateCardCharge } from "@paydesk/domain";

export interface SimulatorAnswer {
  status: number;
  body: Record<string, unknown>;
}

export interface SimulatedTransaction {
  transactionId: string;
  idempotencyKey: string;
  askedCents: number;
  approvedCents: number;
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

const fingerprint = (amountCents: number, digits: string) => createHash("sha256").update(`${amountCents}:${digits}`).digest("hex");
const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString("base64url")}`;

/** Answers never repeat what was sent: a bad request is told so, without its content. */
const badRequest = (): SimulatorAnswer => ({ status: 400, body: { error: "bad_request" } });

export class GatewaySimulator {
  private readonly charges = new Map<string, { fingerprint: string; answer: SimulatorAnswer }>();
  private readonly transactions = new Map<string, SimulatedTransaction>();
  private readonly voids = new Map<string, SimulatorAnswer>();

  /** `POST …/charge`. */
  charge(body: unknown): SimulatorAnswer {
    const request = readCharge(body);
    if (!request) return badRequest();
    const print = fingerprint(request.amount_cents, request.card.number);
    const earlier = this.charges.get(request.idempotency_key);
    if (earlier) return earlier.fingerprint === print ? earlier.answer : { status: 409, body: { error: "idempotency_key_reused" } };
    const answer = this.decide(request);
    this.charges.set(request.idempotency_key, { fingerprint: print, answer });
    return answer;
  }

  /** `POST …/void`: releases an authorization; voiding twice answers the same. */
  void(body: unknown): SimulatorAnswer {
    const { transaction_id: transactionId, idempotency_key: key } = (body ?? {}) as Record<string, unknown>;
    if (typeof transactionId !== "string" || typeof key !== "string" || key === "" || key.length > KEY_MAX) return badRequest();
    const earlier = this.voids.get(key);
    if (earlier) return earlier;
    const transaction = this.transactions.get(transactionId);
    if (!transaction) return { status: 404, body: { error: "unknown_transaction" } };
    transaction.voided = true;
    const answer = { status: 200, body: { outcome: "voided", transaction_id: transactionId } };
    this.voids.set(key, answer);
    return answer;
  }

  /** What was authorized so far (for tests and the bench: double charges are counted here). */
  authorized(): SimulatedTransaction[] {
    return [...this.transactions.values()].map((transaction) => ({ ...transaction }));
  }

  private decide(request: ChargeBody): SimulatorAnswer {
    const outcome = simulateCardCharge(request.card.number, request.amount_cents);
    if (outcome.outcome === "declined") return { status: 200, body: { outcome: "declined" } };
    // A gateway that cannot serve answers 503, as a real one behind a load balancer would.
    if (outcome.outcome === "unavailable") return { status: 503, body: { outcome: "unavailable" } };
    const transactionId = newId("txn");
    this.transactions.set(transactionId, {
      transactionId,
      idempotencyKey: request.idempotency_key,
      askedCents: request.amount_cents,
      approvedCents: outcome.approvedCents,
      voided: false,
    });
    return {
      status: 200,
      body: { outcome: outcome.outcome, approved_cents: outcome.approvedCents, token: newId("tok"), transaction_id: transactionId },
    };
  }
}

/** The simulator the app serves at /simulators/gateway (one per process). */
export const builtInGatewaySimulator = new GatewaySimulator();
