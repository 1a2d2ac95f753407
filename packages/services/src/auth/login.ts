import { AppError, homeModule, type Actor } from "@paydesk/domain";
import { AUTH_MESSAGES, type TLoginRequest, type TModule } from "@paydesk/validators";
import { recordAudit } from "../platform/audit.ts";
import type { TxContext } from "../platform/context.ts";
import { spendDecoyVerification, verifyPassword } from "../platform/passwords.ts";
import { consumeRateLimit, RATE_LIMITS, releaseRateLimit, resetRateLimit } from "../platform/rate-limit.ts";
import { loadActor } from "./actor.ts";
import { createSession, type NewSession } from "./sessions.ts";

export interface LoginResult extends NewSession {
  actor: Actor;
  /** The module the user lands in. */
  module: TModule;
}

/**
 * Check credentials and open a session. Attempts are counted per account and per address in
 * PostgreSQL (shared by every instance) before they are judged; past either limit the answer is
 * 429 even for the right password, so guessing cannot continue, however parallel.
 */
export async function login(ctx: TxContext, input: TLoginRequest): Promise<LoginResult> {
  const { db } = ctx;
  const email = input.email.trim().toLowerCase();
  const accountKey = `login:account:${email}`;
  const ipKey = `login:ip:${ctx.ip ?? "unknown"}`;

  // Every attempt is counted before the password is looked at, in one atomic statement per key,
  // so parallel guesses cannot all pass a check made before any of them is counted. Only failures
  // are meant to count, so busy offices behind one address can still sign in: a success gives its
  // address's attempt back and clears the account's count.
  const account = await consumeRateLimit(db, accountKey, RATE_LIMITS.loginPerAccount);
  if (!account.allowed) throw new AppError("TOO_MANY_REQUESTS", AUTH_MESSAGES.tooManyAttempts);
  const address = await consumeRateLimit(db, ipKey, RATE_LIMITS.loginPerIp);
  if (!address.allowed) {
    await releaseRateLimit(db, accountKey, account);
    throw new AppError("TOO_MANY_REQUESTS", AUTH_MESSAGES.tooManyAttempts);
  }
  const fail = () => new AppError("UNAUTHORIZED", AUTH_MESSAGES.badCredentials);

  const user = await db.user.findUnique({
    where: { emailNormalized: email },
    select: { id: true, passwordHash: true, disabledAt: true, companyId: true },
  });
  if (!user) {
    await spendDecoyVerification(input.password);
    throw fail();
  }
  const ok = (await verifyPassword(user.passwordHash, input.password)) && !user.disabledAt;
  if (!ok) {
    await recordAudit(
      { ...ctx, actor: null },
      {
        action: "auth.login_failed",
        entity: "user",
        entityId: user.id,
        companyId: user.companyId,
      },
    );
    throw fail();
  }
  const actor = await loadActor(db, user.id);
  if (!actor) throw new AppError("UNAUTHORIZED", AUTH_MESSAGES.badCredentials);

  await resetRateLimit(db, accountKey);
  await releaseRateLimit(db, ipKey, address);
  const created = await createSession(db, { userId: user.id, ip: ctx.ip, userAgent: ctx.userAgent });
  await db.user.update({ where: { id: user.id }, data: { lastLoginAt: ctx.now() } });
  await recordAudit({ ...ctx, actor }, { action: "auth.login", entity: "user", entityId: user.id });
  return { ...created, actor, module: homeModule(actor) };
}
