/**
 * The signed-in user's own profile (`/{module}/account/info` in every module,
 * `POST /{module}/account/updateInfo`; docs/product/accounts-and-roles.md): name and e-mail on the user,
 * address and phone in user_profiles. Beside the password change in ../account, which is the other half of
 * "my account".
 */
import { isUniqueViolation } from "@paydesk/db";
import { AppError } from "@paydesk/domain";
import { PASSWORD_MESSAGES, PROFILE_MESSAGES, type TProfile, type TProfileUpdate } from "@paydesk/validators";
import { destroyOtherSessions } from "../auth/sessions.ts";
import { hashToken, newToken } from "../platform/tokens.ts";
import { queueEmails } from "../platform/mail/send.ts";
import { recordAudit } from "../platform/audit.ts";
import { inTransaction, type ActorContext, type ServiceContext } from "../platform/context.ts";
import { verifyPassword } from "../platform/passwords.ts";
import { consumeRateLimit, RATE_LIMITS } from "../platform/rate-limit.ts";

/** A confirmation link for a new sign-in e-mail works once, for a day. */
export const EMAIL_CHANGE_TTL_MS = 24 * 60 * 60 * 1000;

export type ProfileView = TProfile;

const emailTaken = () => new AppError("CONFLICT", PROFILE_MESSAGES.emailTaken, { email: PROFILE_MESSAGES.emailTaken });

export async function getProfile(ctx: ActorContext): Promise<ProfileView> {
  const user = await ctx.db.user.findUniqueOrThrow({
    where: { id: ctx.actor.userId },
    select: { firstName: true, lastName: true, email: true, addressRegion: true, profile: true },
  });
  const profile = user.profile;
  return {
    fname: user.firstName,
    lname: user.lastName,
    email: user.email,
    address: profile?.address ?? "",
    address_2: profile?.address2 ?? "",
    city: profile?.city ?? "",
    // Before the first save, the region the administrator form recorded is the best guess.
    state: profile?.state ?? user.addressRegion ?? "",
    country: (profile?.country || "USA") as ProfileView["country"],
    zip: profile?.zip ?? "",
    phone: profile?.phone ?? "",
  };
}

export interface ProfileSaved {
  message: string;
  profile: ProfileView;
  /** The new e-mail waiting for its confirmation, when this save asked for one; else null. */
  pendingEmail: string | null;
}

/**
 * Save the profile. Name, address and phone change at once. A new sign-in e-mail does not: it is
 * the account's identity and where reset links go, so switching it at once would let anyone
 * holding a session (a borrowed desk, a stolen cookie) take the account for good, and a typo would
 * lock its owner out. It takes the current password, then waits for the link sent to the new
 * address (requestEmailChange); the old address is told. Without `email` the current one stays.
 */
export async function updateProfile(ctx: ActorContext, input: TProfileUpdate): Promise<ProfileSaved> {
  const userId = ctx.actor.userId;
  const before = await getProfile(ctx);
  const current = await ctx.db.user.findUniqueOrThrow({ where: { id: userId }, select: { emailNormalized: true } });
  const wanted = input.email ?? before.email;
  const wantedNormalized = wanted.toLowerCase();
  const changing = wantedNormalized !== current.emailNormalized;
  if (changing) await assertMayChangeEmail(ctx, wantedNormalized, input.password);

  const details = {
    address: input.address,
    address2: input.address_2,
    city: input.city,
    state: input.state,
    country: input.country,
    zip: input.zip,
    phone: input.phone,
  };
  // A different case of the same address is no new address: it is saved as typed.
  const email = changing ? before.email : wanted;
  await inTransaction(ctx, async (tx) => {
    await tx.db.user.update({ where: { id: userId }, data: { firstName: input.fname, lastName: input.lname, email } });
    await tx.db.userProfile.upsert({ where: { userId }, create: { userId, ...details }, update: details });
    const { password: _password, ...saved } = input;
    await recordAudit(tx, {
      action: "account.profile_updated",
      entity: "user",
      entityId: userId,
      before: { ...before },
      after: { ...saved, email },
    });
    if (changing) await requestEmailChange(tx, { userId, oldEmail: before.email, firstName: input.fname, newEmail: wanted });
  });
  return {
    // The documented answer either way (docs/product/accounts-and-roles.md); pendingEmail says what is still
    // to come.
    message: PROFILE_MESSAGES.updated,
    profile: await getProfile(ctx),
    pendingEmail: changing ? wanted : null,
  };
}

/** A new e-mail: free, asked for by the person themself, with their current password. */
async function assertMayChangeEmail(ctx: ActorContext, emailNormalized: string, password: string | undefined): Promise<void> {
  const { db, actor } = ctx;
  if (actor.realUserId !== actor.userId) throw new AppError("FORBIDDEN", PROFILE_MESSAGES.notWhileActingAs);
  if (await db.user.findFirst({ where: { emailNormalized, id: { not: actor.userId } }, select: { id: true } })) throw emailTaken();
  if (!password) {
    throw new AppError("BAD_REQUEST", PROFILE_MESSAGES.passwordRequired, { password: PROFILE_MESSAGES.passwordRequired });
  }
  // Counted before the password is judged, with the password change's allowance: both guess it.
  const limit = await consumeRateLimit(db, `password:user:${actor.userId}`, RATE_LIMITS.passwordChangePerUser);
  if (!limit.allowed) throw new AppError("TOO_MANY_REQUESTS", PASSWORD_MESSAGES.tooManyAttempts);
  const user = await db.user.findUniqueOrThrow({ where: { id: actor.userId }, select: { passwordHash: true } });
  if (!(await verifyPassword(user.passwordHash, password))) {
    throw new AppError("BAD_REQUEST", PROFILE_MESSAGES.passwordIncorrect, { password: PROFILE_MESSAGES.passwordIncorrect });
  }
}

/**
 * Record the pending change (replacing an earlier one) and queue, in the same transaction, the
 * link to the new address and the notice to the old one.
 */
async function requestEmailChange(
  ctx: Pick<ServiceContext, "appUrl" | "now"> & { db: Parameters<typeof queueEmails>[0] },
  change: { userId: number; oldEmail: string; firstName: string; newEmail: string },
): Promise<void> {
  const { db } = ctx;
  const now = ctx.now();
  const { token, hash } = newToken();
  await db.emailChange.updateMany({ where: { userId: change.userId, usedAt: null }, data: { usedAt: now } });
  await db.emailChange.create({
    data: {
      id: hash,
      userId: change.userId,
      newEmail: change.newEmail,
      newEmailNormalized: change.newEmail.toLowerCase(),
      expiresAt: new Date(now.getTime() + EMAIL_CHANGE_TTL_MS),
    },
  });
  await queueEmails(db, [
    {
      to: change.newEmail,
      subject: "Confirm your new PayDesk e-mail",
      text: [
        `Hello ${change.firstName},`,
        "",
        `You asked to sign in to PayDesk with this address instead of ${change.oldEmail}. To confirm, open this link within 24 hours:`,
        `${ctx.appUrl}/account/confirm-email/${token}`,
        "",
        "If you did not ask for this, ignore this e-mail: nothing changes.",
      ].join("\n"),
      purpose: "email_change_confirm",
    },
    {
      to: change.oldEmail,
      subject: "Your PayDesk e-mail is about to change",
      text: [
        `Hello ${change.firstName},`,
        "",
        `Someone signed in to your PayDesk account asked to change its e-mail to ${change.newEmail}. It changes only when the link sent there is opened.`,
        "",
        "If this was not you, change your password now and tell your administrator.",
      ].join("\n"),
      purpose: "email_change_notice",
    },
  ]);
}

/**
 * Open the link sent to the new address (public: it may be opened in another browser). The token
 * is claimed atomically, so it works once; the address must still be free. Every session of the
 * account ends, since it signs in with another address now, and the old address hears of it.
 */
export async function confirmEmailChange(ctx: ServiceContext, token: string): Promise<{ message: string; email: string }> {
  const now = ctx.now();
  const invalid = () => new AppError("BAD_REQUEST", PROFILE_MESSAGES.confirmInvalid);
  try {
    return await inTransaction({ ...ctx, actor: null }, async (tx) => {
      const claimed = await tx.db.emailChange.updateMany({
        where: { id: hashToken(token), usedAt: null, expiresAt: { gt: now }, user: { disabledAt: null } },
        data: { usedAt: now },
      });
      if (claimed.count !== 1) throw invalid();
      const change = await tx.db.emailChange.findUniqueOrThrow({
        where: { id: hashToken(token) },
        select: { userId: true, newEmail: true, newEmailNormalized: true, user: { select: { email: true, firstName: true, companyId: true } } },
      });
      if (await tx.db.user.findFirst({ where: { emailNormalized: change.newEmailNormalized, id: { not: change.userId } }, select: { id: true } })) {
        throw emailTaken();
      }
      await tx.db.user.update({ where: { id: change.userId }, data: { email: change.newEmail, emailNormalized: change.newEmailNormalized } });
      await destroyOtherSessions(tx.db, change.userId, null);
      await recordAudit(tx, {
        action: "account.email_changed",
        entity: "user",
        entityId: change.userId,
        companyId: change.user.companyId,
        before: { email: change.user.email },
        after: { email: change.newEmail },
      });
      await queueEmails(tx.db, [
        {
          to: change.user.email,
          subject: "Your PayDesk e-mail has changed",
          text: [
            `Hello ${change.user.firstName},`,
            "",
            `Your PayDesk account now signs in with ${change.newEmail}; this address no longer does.`,
            "",
            "If this was not you, contact your administrator at once.",
          ].join("\n"),
          purpose: "email_change_notice",
          companyId: change.user.companyId,
        },
      ]);
      return { message: PROFILE_MESSAGES.emailChanged, email: change.newEmail };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
}
