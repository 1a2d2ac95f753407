/**
 * The signed-in user's own profile (`/{module}/account/info` in every module, `POST /{module}/account/updateInfo`; spec 3
 * §3, §5, §8): name and e-mail on the user, address and phone in user_profiles. Beside the
 * password change in ../account, which is the other half of "my account".
 */
import { AppError } from "@paydesk/domain";
import { PROFILE_MESSAGES, type TProfile } from "@paydesk/validators";
import { recordAudit } from "../platform/audit.ts";
import { inTransaction, type ActorContext } from "../platform/context.ts";

/** What is stored always has an e-mail; an update may leave it out to keep it. */
export type ProfileView = TProfile & { email: string };

const emailTaken = () => new AppError("CONFLICT", PROFILE_MESSAGES.emailTaken, { email: PROFILE_MESSAGES.emailTaken });

/** Prisma's unique violation: another request took the e-mail between the check and the write. */
function isUniqueViolation(error: unknown): boolean {
  return typeof error === "object" && error !== null && (error as { code?: unknown }).code === "P2002";
}

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

export async function updateProfile(ctx: ActorContext, input: TProfile): Promise<{ message: string; profile: ProfileView }> {
  const userId = ctx.actor.userId;
  const before = await getProfile(ctx);
  const email = input.email ?? before.email;
  const emailNormalized = email.toLowerCase();
  if (await ctx.db.user.findFirst({ where: { emailNormalized, id: { not: userId } }, select: { id: true } })) throw emailTaken();

  const details = {
    address: input.address,
    address2: input.address_2,
    city: input.city,
    state: input.state,
    country: input.country,
    zip: input.zip,
    phone: input.phone,
  };
  try {
    await inTransaction(ctx, async (tx) => {
      await tx.db.user.update({
        where: { id: userId },
        data: { firstName: input.fname, lastName: input.lname, email, emailNormalized },
      });
      await tx.db.userProfile.upsert({ where: { userId }, create: { userId, ...details }, update: details });
      await recordAudit(tx, {
        action: "account.profile_updated",
        entity: "user",
        entityId: userId,
        before: { ...before },
        after: { ...input, email },
      });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
  return { message: PROFILE_MESSAGES.updated, profile: await getProfile(ctx) };
}
