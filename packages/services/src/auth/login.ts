import { AppError, homeModule, type Actor } from "@paydesk/domain";
import { AUTH_MESSAGES, type TLoginRequest, type TModule } from "@paydesk/validators";
import { recordAudit } from "../platform/audit.ts";
import type { TxContext } from "../platform/context.ts";
import { spendDecoyVerification, verifyPassword } from "../platform/passwords.ts";
import { consumeRateLimit, isRateLimited, RATE_LIMITS, resetRateLimit } from "../platform/rate-limit.ts";
import { loadActor } from "./actor.ts";
import { createSession, type NewSession } from "./sessions.ts";

export interface LoginResult extends NewSession {
  actor: Actor;
  /** The module the user lands in. */
  module: TModule;
}

/**
 * Check credentials and open a session. Failures are counted per account and per address in
 * PostgreSQL (shared by every instance); past either limit the answer is 429 even for the right
 * password, so guessing cannot continue.
 */
export async function login(ctx: TxContext, input: TLoginRequest): Promise<LoginResult> {
  const { db } = ctx;
  const email = input.email.trim().toLowerCase();
  const accountKey = `login:account:${email}`;
  const ipKey = `login:ip:${ctx.ip ?? "unknown"}`;

  // Only failures count, per account and per address, so busy offices behind one address can
  // still sign in while guessing is cut off.
  const limited =
    (await isRateLimited(db, accountKey, RATE_LIMITS.loginPerAccount)) ||
    (await isRateLimited(db, ipKey, RATE_LIMITS.loginPerIp));
  if (limited) throw new AppError("TOO_MANY_REQUESTS", AUTH_MESSAGES.tooManyAttempts);
  const fail = async () => {
    await consumeRateLimit(db, accountKey, RATE_LIMITS.loginPerAccount);
    await consumeRateLimit(db, ipKey, RATE_LIMITS.loginPerIp);
    return new AppError("UNAUTHORIZED", AUTH_MESSAGES.badCredentials);
  };

  const user = await db.user.findUnique({
    where: { emailNormalized: email },
    select: { id: true, passwordHash: true, disabledAt: true, companyId: true },
  });
  if (!user) {
    await spendDecoyVerification(input.password);
    throw await fail();
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
    throw await fail();
  }
  const actor = await loadActor(db, user.id);
  if (!actor) throw new AppError("UNAUTHORIZED", AUTH_MESSAGES.badCredentials);

  await resetRateLimit(db, accountKey);
  const created = await createSession(db, { userId: user.id, ip: ctx.ip, userAgent: ctx.userAgent });
  await db.user.update({ where: { id: user.id }, data: { lastLoginAt: ctx.now() } });
  await recordAudit({ ...ctx, actor }, { action: "auth.login", entity: "user", entityId: user.id });
  return { ...created, actor, module: homeModule(actor) };
}
