import type { DbTx } from "@paydesk/db";
import { AppError, type Actor } from "@paydesk/domain";
import { AUTH_MESSAGES, type TLoginRequest, type TModule } from "@paydesk/validators";
import { recordAudit } from "../platform/audit.ts";
import { spendDecoyVerification, verifyPassword } from "../platform/passwords.ts";
import { consumeRateLimit, isRateLimited, RATE_LIMITS, resetRateLimit } from "../platform/rate-limit.ts";
import { loadActor } from "./actor.ts";
import { createSession, type NewSession } from "./sessions.ts";

export interface LoginContext {
  ip?: string | null;
  userAgent?: string | null;
}

export interface LoginResult extends NewSession {
  actor: Actor;
  /** The module the user lands in. */
  module: TModule;
}

/** The module a signed-in user starts in: control staff in control, others in their first application. */
export function homeModule(actor: Pick<Actor, "kind" | "modules">): TModule {
  if (actor.kind === "CONTROL") return "control";
  if (actor.kind === "PARENT") return "parent";
  return actor.modules[0] ?? "school";
}

/**
 * Check credentials and open a session. Failures are counted per account and per address in
 * PostgreSQL (shared by every instance); past either limit the answer is 429 even for the right
 * password, so guessing cannot continue.
 */
export async function login(db: DbTx, input: TLoginRequest, context: LoginContext = {}): Promise<LoginResult> {
  const email = input.email.trim().toLowerCase();
  const accountKey = `login:account:${email}`;
  const ipKey = `login:ip:${context.ip ?? "unknown"}`;

  // Only failures count, per account and per address, so busy offices behind one address can
  // still sign in while guessing is cut off.
  const limited =
    (await isRateLimited(db, accountKey, RATE_LIMITS.loginPerAccount)) || (await isRateLimited(db, ipKey, RATE_LIMITS.loginPerIp));
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
    await recordAudit(db, { actor: null, ip: context.ip }, {
      action: "auth.login_failed",
      entity: "user",
      entityId: user.id,
      companyId: user.companyId,
    });
    throw await fail();
  }
  const actor = await loadActor(db, user.id);
  if (!actor) throw new AppError("UNAUTHORIZED", AUTH_MESSAGES.badCredentials);

  await resetRateLimit(db, accountKey);
  const created = await createSession(db, { userId: user.id, ip: context.ip, userAgent: context.userAgent });
  await db.user.update({ where: { id: user.id }, data: { lastLoginAt: new Date() } });
  await recordAudit(db, { actor, ip: context.ip }, { action: "auth.login", entity: "user", entityId: user.id });
  return { ...created, actor, module: homeModule(actor) };
}

