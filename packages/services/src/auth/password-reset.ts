import type { Db } from "@paydesk/db";
import { AppError, type Actor } from "@paydesk/domain";
import { ACL_MESSAGES, RESET_MESSAGES, type TResetPasswordRequest } from "@paydesk/validators";
import type { MailContext } from "../acl/administrators.ts";
import { sendEmail } from "../mail/send.ts";
import { recordAudit } from "../platform/audit.ts";
import { hashPassword } from "../platform/passwords.ts";
import { consumeRateLimit, RATE_LIMITS } from "../platform/rate-limit.ts";
import { destroyOtherSessions } from "./sessions.ts";
import { hashToken, newToken } from "./tokens.ts";

/** A reset link works once, for one hour. */
export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

export interface ResetRequestContext extends MailContext {
  ip?: string | null;
  /** Set when an administrator sends the link for someone else. */
  requestedBy?: Actor | null;
}

/**
 * Send a single-use reset link (POST /login/forgot). The answer is the same whether or not the
 * address has an account, so the form cannot be used to find accounts; only a failure to send
 * is reported ('Coult not send e-mail.', spelled as the product spells it).
 */
export async function requestPasswordReset(db: Db, context: ResetRequestContext, email: string): Promise<{ message: string }> {
  const normalized = email.trim().toLowerCase();
  const limit = await consumeRateLimit(db, `reset:email:${normalized}`, RATE_LIMITS.passwordResetPerEmail);
  const ipLimit = await consumeRateLimit(db, `reset:ip:${context.ip ?? "unknown"}`, RATE_LIMITS.passwordResetPerIp);
  if (!limit.allowed || !ipLimit.allowed) throw new AppError("TOO_MANY_REQUESTS", RESET_MESSAGES.tooManyRequests);

  const user = await db.user.findUnique({
    where: { emailNormalized: normalized },
    select: { id: true, email: true, firstName: true, companyId: true, disabledAt: true },
  });
  if (!user || user.disabledAt) return { message: RESET_MESSAGES.sent };

  const { token, hash } = newToken();
  await db.$transaction(async (tx) => {
    // A new link replaces any earlier one that was not used.
    await tx.passwordResetToken.updateMany({ where: { userId: user.id, usedAt: null }, data: { usedAt: new Date() } });
    await tx.passwordResetToken.create({
      data: { id: hash, userId: user.id, expiresAt: new Date(Date.now() + RESET_TOKEN_TTL_MS), requestedById: context.requestedBy?.userId ?? null },
    });
    await recordAudit(tx, { actor: context.requestedBy ?? null, ip: context.ip }, {
      action: "auth.password_reset_requested",
      entity: "user",
      entityId: user.id,
      companyId: user.companyId,
    });
  });
  const link = `${context.appUrl}/login/reset/${token}`;
  const sent = await sendEmail(db, context.mail, {
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
export async function checkResetToken(db: Db, token: string): Promise<{ valid: boolean; email: string | null }> {
  const row = await db.passwordResetToken.findUnique({
    where: { id: hashToken(token) },
    select: { usedAt: true, expiresAt: true, user: { select: { email: true, disabledAt: true } } },
  });
  const valid = Boolean(row && !row.usedAt && row.expiresAt.getTime() > Date.now() && !row.user.disabledAt);
  return { valid, email: valid ? row!.user.email : null };
}

export async function resetPassword(db: Db, input: TResetPasswordRequest, context: { ip?: string | null } = {}): Promise<{ message: string }> {
  const passwordHash = await hashPassword(input.newPassword);
  return db.$transaction(async (tx) => {
    // Claim the token atomically: two tabs submitting the same link cannot both succeed.
    const claimed = await tx.passwordResetToken.updateMany({
      where: { id: hashToken(input.token), usedAt: null, expiresAt: { gt: new Date() }, user: { disabledAt: null } },
      data: { usedAt: new Date() },
    });
    if (claimed.count !== 1) throw new AppError("BAD_REQUEST", RESET_MESSAGES.invalidLink);
    const row = await tx.passwordResetToken.findUniqueOrThrow({ where: { id: hashToken(input.token) }, select: { userId: true, user: { select: { companyId: true } } } });
    await tx.user.update({ where: { id: row.userId }, data: { passwordHash, passwordChangedAt: new Date(), mustChangePassword: false } });
    await destroyOtherSessions(tx, row.userId, null);
    await recordAudit(tx, { actor: null, ip: context.ip }, {
      action: "auth.password_reset",
      entity: "user",
      entityId: row.userId,
      companyId: row.user.companyId,
    });
    return { message: RESET_MESSAGES.done };
  });
}
