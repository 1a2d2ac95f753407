import { AppError, isStaff } from "@paydesk/domain";
import { ACL_MESSAGES, RESET_MESSAGES, type TResetPasswordRequest } from "@paydesk/validators";
import { assertMayManageAccount } from "../acl/holding.ts";
import { sendEmail } from "../mail/send.ts";
import { recordAudit } from "../platform/audit.ts";
import { inTransaction, type ServiceContext } from "../platform/context.ts";
import { hashPassword } from "../platform/passwords.ts";
import { consumeRateLimit, RATE_LIMITS } from "../platform/rate-limit.ts";
import { destroyOtherSessions } from "./sessions.ts";
import { hashToken, newToken } from "./tokens.ts";

/** A reset link works once, for one hour. */
export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

/**
 * Send a single-use reset link (POST /login/forgot). The answer is the same whether or not the
 * address has an account, so the form cannot be used to find accounts; only a failure to send
 * is reported ('Coult not send e-mail.', spelled as the product spells it). When an administrator
 * sends it for someone else, the context's actor is who asked, and the audit names them.
 */
export async function requestPasswordReset(ctx: ServiceContext, email: string): Promise<{ message: string }> {
  const { db } = ctx;
  const normalized = email.trim().toLowerCase();
  const limit = await consumeRateLimit(db, `reset:email:${normalized}`, RATE_LIMITS.passwordResetPerEmail);
  const ipLimit = await consumeRateLimit(db, `reset:ip:${ctx.ip ?? "unknown"}`, RATE_LIMITS.passwordResetPerIp);
  if (!limit.allowed || !ipLimit.allowed) throw new AppError("TOO_MANY_REQUESTS", RESET_MESSAGES.tooManyRequests);

  const user = await db.user.findUnique({
    where: { emailNormalized: normalized },
    select: { id: true, kind: true, email: true, firstName: true, companyId: true, disabledAt: true },
  });
  if (!user || user.disabledAt) return { message: RESET_MESSAGES.sent };
  // Staff sending the link for someone else (the administrators screen) may do it only for an
  // account holding nothing they lack: the link takes the account over.
  const { actor } = ctx;
  if (actor && isStaff(actor) && user.id !== actor.userId && user.id !== actor.realUserId) {
    await assertMayManageAccount(db, actor, user);
  }

  const { token, hash } = newToken();
  const now = ctx.now();
  await inTransaction(ctx, async (tx) => {
    // A new link replaces any earlier one that was not used.
    await tx.db.passwordResetToken.updateMany({ where: { userId: user.id, usedAt: null }, data: { usedAt: now } });
    await tx.db.passwordResetToken.create({
      data: {
        id: hash,
        userId: user.id,
        expiresAt: new Date(now.getTime() + RESET_TOKEN_TTL_MS),
        requestedById: ctx.actor?.userId ?? null,
      },
    });
    await recordAudit(tx, {
      action: "auth.password_reset_requested",
      entity: "user",
      entityId: user.id,
      companyId: user.companyId,
    });
  });
  const link = `${ctx.appUrl}/login/reset/${token}`;
  const sent = await sendEmail(ctx, {
    to: user.email,
    subject: "Reset your PayDesk password",
    text: [
      `Hello ${user.firstName},`,
      "",
      "Someone asked to reset the password of your PayDesk account. To choose a new password, open this link within one hour:",
      link,
      "",
      "If you did not ask for this, you can ignore this e-mail: your password stays as it is.",
    ].join("\n"),
    purpose: "password_reset",
    companyId: user.companyId,
  });
  if (!sent) throw new AppError("INTERNAL_SERVER_ERROR", ACL_MESSAGES.couldNotSendEmail);
  return { message: RESET_MESSAGES.sent };
}

/** Is the link still good? (The reset page asks before showing the form.) */
export async function checkResetToken(ctx: ServiceContext, token: string): Promise<{ valid: boolean; email: string | null }> {
  const row = await ctx.db.passwordResetToken.findUnique({
    where: { id: hashToken(token) },
    select: { usedAt: true, expiresAt: true, user: { select: { email: true, disabledAt: true } } },
  });
  const valid = Boolean(row && !row.usedAt && row.expiresAt.getTime() > ctx.now().getTime() && !row.user.disabledAt);
  return { valid, email: valid ? row!.user.email : null };
}

export async function resetPassword(ctx: ServiceContext, input: TResetPasswordRequest): Promise<{ message: string }> {
  const passwordHash = await hashPassword(input.newPassword);
  const now = ctx.now();
  // The person resetting is signed out: the audit names nobody, only the address.
  return inTransaction({ ...ctx, actor: null }, async (txc) => {
    const tx = txc.db;
    // Claim the token atomically: two tabs submitting the same link cannot both succeed.
    const claimed = await tx.passwordResetToken.updateMany({
      where: { id: hashToken(input.token), usedAt: null, expiresAt: { gt: now }, user: { disabledAt: null } },
      data: { usedAt: now },
    });
    if (claimed.count !== 1) throw new AppError("BAD_REQUEST", RESET_MESSAGES.invalidLink);
    const row = await tx.passwordResetToken.findUniqueOrThrow({
      where: { id: hashToken(input.token) },
      select: { userId: true, user: { select: { companyId: true } } },
    });
    await tx.user.update({
      where: { id: row.userId },
      data: { passwordHash, passwordChangedAt: now, mustChangePassword: false },
    });
    await destroyOtherSessions(tx, row.userId, null);
    await recordAudit(txc, {
      action: "auth.password_reset",
      entity: "user",
      entityId: row.userId,
      companyId: row.user.companyId,
    });
    return { message: RESET_MESSAGES.done };
  });
}
