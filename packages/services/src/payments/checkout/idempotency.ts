/**
 * Idempotent checkout (docs/product/checkout-and-payments.md): one checkout_requests row per (payer scope,
 * key). The first request claims the key with an INSERT … ON CONFLICT DO NOTHING, so exactly one of any
 * number of concurrent repeats wins; the others wait for its answer and give that answer again. A request
 * with a different body under a used key is refused (409) rather than answered with someone else's result.
 * The row keeps the HTTP status and the answer, errors (decline, gateway failure, sold out) included, so a
 * repeat never charges again.
 *
 * The request is recognised by a SHA-256 of what it asks for, with the card number and security
 * code replaced by the last four digits (a hash of a card number is still card data).
 *
 * A claim is a LEASE: a RUNNING row whose `updated_at` is older than CLAIM_LEASE_SECONDS belongs to
 * a request that most likely died with its process, and the next repeat takes it over (the same
 * row, so the same gateway key: the gateway answers the first charge again instead of charging
 * twice). `updated_at` at the claim is also the claim's FENCE: every write that finishes, releases
 * or voids for the request names it, so a holder that was only slow, not dead, and lost its claim
 * can no longer write an order, an answer or a void (ClaimLost); it answers as the new holder does.
 */
import { createHash, randomUUID } from "node:crypto";
import { AppError, type AppErrorCode, httpStatusOf } from "@paydesk/domain";
import type { Db, DbTx } from "@paydesk/db";
import { CHECKOUT_MESSAGES } from "@paydesk/validators";
import { type HotStatement, readJson, runHot } from "../../platform/sql.ts";
import type { CheckoutAnswer } from "./types.ts";

const CARD_FIELDS = ["cc_pan", "magtrack1", "magtrack2"] as const;
const SECRET_FIELDS = ["cc_cv"] as const;

const lastFour = (value: unknown) => (typeof value === "string" ? value.replace(/\D/g, "").slice(-4) : "");

/** What identifies a request without its card data, hashed. */
export function requestFingerprint(request: Record<string, unknown>): string {
  const masked: Record<string, unknown> = { ...request };
  for (const field of CARD_FIELDS) if (field in masked) masked[field] = lastFour(masked[field]);
  for (const field of SECRET_FIELDS) delete masked[field];
  const canonical = JSON.stringify(Object.keys(masked).sort().map((key) => [key, masked[key] ?? null]));
  return createHash("sha256").update(canonical).digest("hex");
}

/** A stored answer: the success body, or the refusal a repeat must repeat. */
export type StoredAnswer = { httpStatus: 200; answer: CheckoutAnswer } | { httpStatus: number; answer: { code: AppErrorCode; message: string } };

export interface Claim {
  requestId: number;
  /** Sent with the charge, so the gateway also charges this request at most once. */
  gatewayKey: string;
  /** The row's `updated_at` when claimed (or renewed): the fence of this holder's writes. */
  claimedAt: Date;
}

/** The request's claim was taken over by a repeat (this holder outlived its lease): write nothing more. */
export class ClaimLost extends Error {
  constructor(readonly requestId: number) {
    super(`checkout request ${requestId}: claim taken over`);
  }
}

/**
 * How long a claim holds without a word from its holder. A live checkout finishes well inside it
 * (the gateway gives up after 20 s, a retry included 40 s); the void after a lost race renews it first.
 */
export const CLAIM_LEASE_SECONDS = 60;
/** The SQL condition under which a repeat takes a claim over: still RUNNING, same request, lease run out. */
export const STALE_CLAIM_TAKEOVER = `DO UPDATE SET updated_at = now()
  WHERE checkout_requests.state = 'RUNNING' AND checkout_requests.request_hash = EXCLUDED.request_hash
    AND checkout_requests.updated_at < now() - interval '${CLAIM_LEASE_SECONDS} seconds'`;

const WAIT_STEP_MS = 40;
/** A repeat gives up (409) after this long: longer than the lease, so a dead holder's claim is taken over first. */
const WAIT_LIMIT_MS = (CLAIM_LEASE_SECONDS + 30) * 1000;

function replay(stored: StoredAnswer): CheckoutAnswer {
  if (stored.httpStatus === 200) return stored.answer as CheckoutAnswer;
  const { code, message } = stored.answer as { code: AppErrorCode; message: string };
  throw new AppError(code, message);
}

/** Read by a repeat, every WAIT_STEP_MS while the first runs: a named statement, not Prisma. */
const READ_REQUEST: HotStatement = {
  name: "checkout_request_by_key",
  text: `SELECT request_hash AS "requestHash", state::text AS state, http_status AS "httpStatus", answer
         FROM checkout_requests WHERE scope = $1 AND key = $2`,
};

async function readRequest(db: Db, scope: string, key: string) {
  const [row] = await runHot<{ requestHash: string; state: string; httpStatus: number | null; answer: unknown }>(db, READ_REQUEST, [scope, key]);
  return row ? { ...row, answer: row.answer === null ? null : readJson<object>(row.answer) } : null;
}

/**
 * One try at claiming a key: the claimed row's id and whatever the caller read with the claim, or
 * null when the key is taken. Checkout reads its cart in the claim's statement (claim.ts).
 */
export type TryClaim<R> = (requestKey: string) => Promise<{ requestId: number; claimedAt: Date; reads: R } | null>;

/** $1 scope, $2 key, $3 request hash: the claim (or the takeover of a dead one), nothing read with it. */
const PLAIN_CLAIM: HotStatement = {
  name: "checkout_request_claim",
  text: `INSERT INTO checkout_requests (scope, key, request_hash, state, updated_at)
    VALUES ($1, $2, $3, 'RUNNING', now())
    ON CONFLICT (scope, key) ${STALE_CLAIM_TAKEOVER}
    RETURNING id, updated_at AS "claimedAt"`,
};

/** The plain claim: an INSERT … ON CONFLICT (taking over only a dead claim), nothing read with it. */
export function plainClaim(db: Db, scope: string, fingerprint: string): TryClaim<undefined> {
  return async (requestKey) => {
    const [row] = await runHot<{ id: number; claimedAt: Date }>(db, PLAIN_CLAIM, [scope, requestKey, fingerprint]);
    return row ? { requestId: row.id, claimedAt: row.claimedAt, reads: undefined } : null;
  };
}

/**
 * Claims `key` for this request, or settles it: answers (or throws) what the first request with
 * this key answered, waiting for it if it is still running. Returns the claim (with what
 * `tryClaim` read) when this request is the first. Without a key from the client each request is
 * its own (a random key).
 */
export async function claimOrReplay<R>(
  db: Db,
  scope: string,
  key: string | undefined,
  fingerprint: string,
  tryClaim: TryClaim<R>,
): Promise<{ claim: Claim; reads: R } | { answer: CheckoutAnswer }> {
  const requestKey = key ?? `auto:${randomUUID()}`;
  const started = Date.now();
  for (;;) {
    const claimed = await tryClaim(requestKey);
    if (claimed) {
      const claim = { requestId: claimed.requestId, gatewayKey: `checkout-request-${claimed.requestId}`, claimedAt: claimed.claimedAt };
      return { claim, reads: claimed.reads };
    }
    const first = await readRequest(db, scope, requestKey);
    // Released meanwhile (the first failed unexpectedly and gave the key back): try to claim again.
    if (!first) continue;
    if (first.requestHash !== fingerprint) throw new AppError("CONFLICT", CHECKOUT_MESSAGES.keyReused);
    if (first.state === "DONE" && first.httpStatus !== null && first.answer !== null) {
      return { answer: replay({ httpStatus: first.httpStatus, answer: first.answer } as StoredAnswer) };
    }
    if (Date.now() - started > WAIT_LIMIT_MS) throw new AppError("CONFLICT", CHECKOUT_MESSAGES.stillRunning);
    await new Promise((resolve) => setTimeout(resolve, WAIT_STEP_MS));
  }
}

/** This holder's row: its claim, still running, not taken over since. */
const heldBy = (claim: Claim) => ({ id: claim.requestId, state: "RUNNING" as const, updatedAt: claim.claimedAt });

/**
 * The request's answer, written in the caller's transaction (the order commits with it). Throws
 * ClaimLost when a repeat took the claim over: the caller's transaction then rolls back.
 */
export async function finishRequest(db: DbTx, claim: Claim, stored: StoredAnswer, orderId: number | null): Promise<void> {
  const { count } = await db.checkoutRequest.updateMany({
    where: heldBy(claim),
    data: { state: "DONE", httpStatus: stored.httpStatus, answer: stored.answer as object, orderId },
  });
  if (count !== 1) throw new ClaimLost(claim.requestId);
}

const RENEW_CLAIM: HotStatement = {
  name: "checkout_request_renew",
  text: `UPDATE checkout_requests SET updated_at = now()
    WHERE id = $1 AND state = 'RUNNING' AND updated_at = $2 RETURNING updated_at AS "claimedAt"`,
};

/**
 * Renews the lease before a step that must not happen twice for one request once a repeat could
 * take over (voiding the authorization the repeat would record). Throws ClaimLost if it was taken.
 */
export async function renewClaim(db: Db, claim: Claim): Promise<void> {
  const [row] = await runHot<{ claimedAt: Date }>(db, RENEW_CLAIM, [claim.requestId, claim.claimedAt]);
  if (!row) throw new ClaimLost(claim.requestId);
  claim.claimedAt = row.claimedAt;
}

/**
 * A refusal is an answer too: stored so a repeat gets the same refusal. Returns the error for the
 * caller to throw once its transaction has committed (throwing inside would roll the answer back).
 */
export async function storeRefusal(db: DbTx, claim: Claim, code: AppErrorCode, message: string): Promise<AppError> {
  await finishRequest(db, claim, { httpStatus: httpStatusOf(code), answer: { code, message } }, null);
  return new AppError(code, message);
}

/** An unexpected failure gives the key back, so the payer may try again with it. */
export async function releaseRequest(db: Db, claim: Claim): Promise<void> {
  await db.checkoutRequest.deleteMany({ where: heldBy(claim) });
}
