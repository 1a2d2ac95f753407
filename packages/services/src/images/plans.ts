/**
 * The image plan's upgrade (/school|vendor/images/upgrade*) and the image terms
 * (`POST /parent/account/settings/{setting}`; docs/product/dashboard-images-promotions.md). Both belong to
 * the company: the plan is what it may keep, the terms what its administrators agreed to before its first
 * upload.
 */
import { actorTimeZone } from "../platform/time-zone.ts";
import { AppError, IMAGE_PLANS, isUpgrade } from "@paydesk/domain";
import {
  IMAGE_LIBRARY_MESSAGES,
  imagePlanUpgradedMessage,
  type TAccountSettingRequest,
  type TImagePlan,
  type TUpgradeImagePlanRequest,
} from "@paydesk/validators";
import { recordAudit } from "../platform/audit.ts";
import { inTransaction, type ActorContext } from "../platform/context.ts";
import { lockedImageSettings } from "./settings.ts";

export async function upgradeImagePlan(ctx: ActorContext, input: TUpgradeImagePlanRequest): Promise<{ plan: TImagePlan; message: string }> {
  const companyId = ctx.actor.companyId;
  return inTransaction(ctx, async (tx) => {
    const settings = await lockedImageSettings(tx.db, companyId);
    if (!isUpgrade(settings.plan, input.plan)) throw new AppError("CONFLICT", IMAGE_LIBRARY_MESSAGES.upgradeOnly);
    await tx.db.companyImageSettings.update({ where: { companyId }, data: { plan: input.plan } });
    await recordAudit(tx, { action: "image.plan_upgraded", entity: "company", entityId: companyId, companyId, before: { plan: settings.plan }, after: { plan: input.plan } });
    return { plan: input.plan, message: imagePlanUpgradedMessage(IMAGE_PLANS[input.plan].label) };
  });
}

/** Accepting again keeps the first acceptance: who agreed first, and when, stays on record. */
export async function acceptImageTerms(ctx: ActorContext, _input: TAccountSettingRequest): Promise<{ acceptedAt: Date; message: string; timeZone: string }> {
  const companyId = ctx.actor.companyId;
  // The terms are the company's: the instant they were accepted is read in its zone.
  const timeZone = await actorTimeZone(ctx);
  const accepted = await inTransaction(ctx, async (tx) => {
    const settings = await lockedImageSettings(tx.db, companyId);
    if (settings.termsAcceptedAt) return { acceptedAt: settings.termsAcceptedAt, message: IMAGE_LIBRARY_MESSAGES.termsAccepted };
    const acceptedAt = ctx.now();
    await tx.db.companyImageSettings.update({ where: { companyId }, data: { termsAcceptedAt: acceptedAt, termsAcceptedById: ctx.actor.userId } });
    await recordAudit(tx, { action: "image.terms_accepted", entity: "company", entityId: companyId, companyId, after: { acceptedAt: acceptedAt.toISOString() } });
    return { acceptedAt, message: IMAGE_LIBRARY_MESSAGES.termsAccepted };
  });
  return { ...accepted, timeZone };
}
