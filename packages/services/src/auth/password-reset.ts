import { AppError, isStaff } from "@paydesk/domain";
import { ACL_MESSAGES, RESET_MESSAGES, type TResetPasswordRequest } from "@paydesk/validators";
import { assertMayManageAccount } from "./holding.ts";
import { sendEmail } from "../platform/mail/send.ts";
import { recordAudit } from "../platform/audit.ts";
import { sendInTransaction } from "../platform/boss.ts";
import { inTransaction, type ServiceContext } from "../platform/context.ts";
import { hashPassword } from "../platform/passwords.ts";
import { consumeRateLimit, RATE_LIMITS } from "../platform/rate-limit.ts";
import { destroyOtherSessions } from "./sessions.ts";
import { hashToken, newToken } from "../platform/tokens.ts";

/** A reset link works once, for one hour. */
export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

/** The job that makes and mails a link asked for on the public form (worker: auth/reset-queue.ts). */
export const PASSWORD_RESET_QUEUE = "auth.password-reset";

/** What the public form hands the job: the address as normalised, who asked and when. */
export interface PasswordResetJob {
  email: string;
  ip: string | null;
  userAgent: string | null;
  requestedById: number | null;
  requestedAt: string;
}

/**
 * Ask for a single-use reset link (POST /login/forgot). On the public form the request only counts
 * its limits and queues one job, whether or not the address has an account: it reads no user and
 * takes no branch on one, so neither the answer nor its time tells which addresses have accounts.
 * The job makes and mails the link (sendQueuedResetLink). A failure to send is therefore no longer
 * reported there: only an account that exists could fail, so reporting it told the same secret.
 *
 * Staff sending the link for someone else (the administrators screen, the users report) are
 * signed in and checked against the account, so they get the link made and sent at once, and
 * 'Coult not send e-mail.' (spelled as the product spells it) when the mail server refuses.
 */
export async function requestPasswordReset(ctx: ServiceContext, email: string): Promise<{ message: string }> {
  const { db, actor } = ctx;
  const normalized = email.trim().toLowerCase();
  const limit = await consumeRateLimit(db, `reset:email:${normalized}`, RATE_LIMITS.passwordResetPerEmail);
  const ipLimit = await consumeRateLimit(db, `reset:ip:${ctx.ip ?? "unknown"}`, RATE_LIMITS.passwordResetPerIp);
  if (!limit.allowed || !ipLimit.allowed) throw new AppError("TOO_MANY_REQUESTS", RESET_MESSAGES.tooManyRequests);

  if (actor && isStaff(actor)) {
    const sent = await sendResetLink(ctx, normalized);
    if (sent === false) throw new AppError("INTERNAL_SERVER_ERROR", ACL_MESSAGES.couldNotSendEmail);
    return { message: RESET_MESSAGES.sent };
  }
  await sendInTransaction(db, PASSWORD_RESET_QUEUE, {
    email: normalized,
    ip: ctx.ip,
    userAgent: ctx.userAgent,
    requestedById: actor?.userId ?? null,
    requestedAt: ctx.now().toISOString(),
  } satisfies PasswordResetJob);
  return { message: RESET_MESSAGES.sent };
}

/**
 * The job's work: the link for the address the public form was given, made and mailed as staff
 * would have it sent, with the asker's address in the audit. Nothing for an unknown or disabled
 * account. A message the mail server refuses stays FAILED in the outbox for the retry job (the
 * same link): running the job again would only replace the link.
 */
export async function sendQueuedResetLink(ctx: ServiceContext, job: PasswordResetJob): Promise<boolean | null> {
  return sendResetLink({ ...ctx, actor: null, ip: job.ip, userAgent: job.userAgent }, job.email, job.requestedById);
}

/**
 * Make the link and send it. Null when the address has no usable account; else whether the mail
 * server took the message.
 */
async function sendResetLink(
  ctx: ServiceContext,
  normalized: string,
  requestedById = ctx.actor?.userId ?? null,
): Promise<boolean | null> {
  const { db } = ctx;
  const user = await db.user.findUnique({
    where: { emailNormalized: normalized },
    select: { id: true, kind: true, email: true, firstName: true, companyId: true, disabledAt: true },
  });
  if (!user || user.disabledAt) return null;
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
        requestedById,
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
  return sendEmail(ctx, {
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
