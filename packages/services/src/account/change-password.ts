import { AppError } from "@paydesk/domain";
import { PASSWORD_MESSAGES, type TChangePasswordFields } from "@paydesk/validators";
import { destroyOtherSessions } from "../auth/sessions.ts";
import { recordAudit } from "../platform/audit.ts";
import { inTransaction, type ActorContext } from "../platform/context.ts";
import { verifyCaptcha } from "../platform/captcha.ts";
import { hashPassword, verifyPassword } from "../platform/passwords.ts";
import { consumeRateLimit, RATE_LIMITS } from "../platform/rate-limit.ts";

/**
 * Change the signed-in user's own password (docs/product/accounts-and-roles.md). Input has already passed
 * ZChangePasswordFields (length and match); here: throttle, captcha, the old password, then the
 * write, the audit event and the end of the user's other sessions in one transaction. The session
 * making the change stays signed in; every other session of the user ends.
 */
export async function changeOwnPassword(
  ctx: ActorContext,
  input: TChangePasswordFields,
): Promise<{ message: string; endedSessions: number }> {
  const { db, actor } = ctx;
  if (actor.realUserId !== actor.userId) {
    throw new AppError("FORBIDDEN", PASSWORD_MESSAGES.notWhileActingAs);
  }
  const limit = await consumeRateLimit(db, `password:user:${actor.userId}`, RATE_LIMITS.passwordChangePerUser);
  if (!limit.allowed) throw new AppError("TOO_MANY_REQUESTS", PASSWORD_MESSAGES.tooManyAttempts);

  if (!(await verifyCaptcha(db, input.captcha))) {
    throw new AppError("BAD_REQUEST", PASSWORD_MESSAGES.captchaFailed, { captcha: PASSWORD_MESSAGES.captchaFailed });
  }

  const user = await db.user.findUniqueOrThrow({ where: { id: actor.userId }, select: { passwordHash: true } });
  if (!(await verifyPassword(user.passwordHash, input.oldPassword))) {
    throw new AppError("BAD_REQUEST", PASSWORD_MESSAGES.oldIncorrect, { oldPassword: PASSWORD_MESSAGES.oldIncorrect });
  }

  const passwordHash = await hashPassword(input.newPassword);
  const endedSessions = await inTransaction(ctx, async (tx) => {
    await tx.db.user.update({
      where: { id: actor.userId },
      data: { passwordHash, passwordChangedAt: ctx.now(), mustChangePassword: false },
    });
    const ended = await destroyOtherSessions(tx.db, actor.userId, ctx.session?.id ?? null);
    // The audit row records that the password changed, never the password or its hash.
    await recordAudit(tx, {
      action: "account.password_changed",
      entity: "user",
      entityId: actor.userId,
      after: { endedSessions: ended },
    });
    return ended;
  });
  return { message: PASSWORD_MESSAGES.changed, endedSessions };
}
