/**
 * Card testing: someone with a list of stolen numbers runs them through a payment page to learn
 * which are live. Parents and guests paying online (never staff at the terminal, who are not
 * slowed) are held to these limits, all in this one place:
 *
 * - declines per client (the address the app sees, `req.ip`, which honours TRUST_PROXY):
 *   CARD_TESTING_LIMITS.declinesPerClient;
 * - declines per card: CARD_TESTING_LIMITS.declinesPerCard, counted under a keyed hash of the
 *   number (HMAC-SHA256 with a server secret), never the number itself;
 * - after a decline, a guest answers the self-hosted captcha (the one the password forms use)
 *   before every further card attempt from that client, for CARD_TESTING_LIMITS.captchaAfterDecline.
 *
 * The counts are kept in PostgreSQL (rate_limits), so every app instance shares them. Each attempt
 * is counted BEFORE the gateway is asked (one atomic upsert per key) and checked after counting,
 * so parallel requests cannot all pass a check made before any of them counted; an attempt that
 * did not end in a decline (approved, partial, gateway failure) is given back afterwards.
 */
import { createHmac } from "node:crypto";
import { AppError, type CheckedCard } from "@paydesk/domain";
import type { DbTx } from "@paydesk/db";
import { CHECKOUT_MESSAGES, PASSWORD_MESSAGES } from "@paydesk/validators";
import { verifyCaptcha } from "../../platform/captcha.ts";
import { consumeRateLimit, isRateLimited, releaseRateLimit, type RateLimitRule } from "../../platform/rate-limit.ts";
import { getOrCreateSecret } from "../../platform/secrets.ts";

export const CARD_TESTING_LIMITS = {
  /** Declined card payments one client may make in the window. */
  declinesPerClient: { limit: 5, windowSeconds: 60 * 60 },
  /** Declines of one card number, from anywhere, in the window. */
  declinesPerCard: { limit: 3, windowSeconds: 24 * 60 * 60 },
  /** After a guest's decline, how long that client's card attempts need a solved captcha. */
  captchaAfterDecline: { limit: 1, windowSeconds: 60 * 60 },
} satisfies Record<string, RateLimitRule>;

/** Who pays online: the client's address, whether they are a guest, and the captcha they sent. */
export interface OnlineCardPayer {
  ip: string | null;
  guest: boolean;
  captcha?: string | undefined;
}

/** Counted before the charge; told the outcome after it. */
export interface CardAttemptGuard {
  settle(outcome: "approved" | "partial" | "declined" | "failed"): Promise<void>;
}

const clientKey = (ip: string | null) => `card-decline:client:${ip ?? "unknown"}`;
const captchaKey = (ip: string | null) => `card-captcha:client:${ip ?? "unknown"}`;

/** The card's keyed hash: the same number gives the same key, and the key gives nothing back. */
async function cardKey(db: DbTx, card: CheckedCard): Promise<string> {
  const secret = await getOrCreateSecret(db, "card_fingerprint_secret");
  return `card-decline:card:${createHmac("sha256", secret).update(card.digits).digest("base64url")}`;
}

/** The captcha a guest owes after a decline: missing or not solved is a 400 on the `captcha` field. */
async function checkCaptcha(db: DbTx, payer: OnlineCardPayer): Promise<void> {
  if (!payer.guest) return;
  if (!(await isRateLimited(db, captchaKey(payer.ip), CARD_TESTING_LIMITS.captchaAfterDecline))) return;
  if (!payer.captcha) throw new AppError("BAD_REQUEST", CHECKOUT_MESSAGES.captchaAfterDecline, { captcha: CHECKOUT_MESSAGES.captchaAfterDecline });
  if (!(await verifyCaptcha(db, payer.captcha))) throw new AppError("BAD_REQUEST", PASSWORD_MESSAGES.captchaFailed, { captcha: PASSWORD_MESSAGES.captchaFailed });
}

/**
 * Admits one online card attempt or refuses it: 400 while a guest owes a captcha, 429 when the
 * client or the card has declined too often. The returned guard must be settled with the outcome.
 */
export async function admitCardAttempt(db: DbTx, payer: OnlineCardPayer, card: CheckedCard): Promise<CardAttemptGuard> {
  await checkCaptcha(db, payer);
  const keys = [clientKey(payer.ip), await cardKey(db, card)];
  const rules = [CARD_TESTING_LIMITS.declinesPerClient, CARD_TESTING_LIMITS.declinesPerCard];
  const counted = await Promise.all(keys.map((key, i) => consumeRateLimit(db, key, rules[i]!)));
  const giveBack = () => Promise.all(keys.map((key, i) => releaseRateLimit(db, key, counted[i]!))).then(() => undefined);
  if (counted.some((result) => !result.allowed)) {
    await giveBack();
    throw new AppError("TOO_MANY_REQUESTS", CHECKOUT_MESSAGES.tooManyDeclines);
  }
  return {
    async settle(outcome) {
      if (outcome !== "declined") return giveBack();
      if (payer.guest) await consumeRateLimit(db, captchaKey(payer.ip), CARD_TESTING_LIMITS.captchaAfterDecline);
    },
  };
}
