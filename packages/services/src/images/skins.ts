/**
 * Skins and logo (docs/product/dashboard-images-promotions.md: /{module}/promote/skins): the company picks
 * one of the domain's SKINS and may upload a logo (scaled to fit 300 wide by 73 high); its public pay-for
 * pages wear both.
 */
import { SKINS, type Skin } from "@paydesk/domain";
import { IMAGE_LIBRARY_MESSAGES, type TPayForRequest, type TPayPageSkinRequest, type TSaveSkinRequest, type TSkinKey, type TUploadLogoRequest } from "@paydesk/validators";
import { findPayForItem } from "../items/catalog/pay-for.ts";
import { recordAudit } from "../platform/audit.ts";
import { inTransaction, type ActorContext, type ActorTxContext, type ServiceContext, type TxContext } from "../platform/context.ts";
import { encodeLogo } from "./media.ts";
import { lockedImageSettings, readImageSettings } from "./settings.ts";
import { imagePath } from "./urls.ts";

export interface SkinChoice {
  skin: TSkinKey;
  logoUrl: string | null;
  logo: { width: number; height: number } | null;
  skins: Skin[];
}

async function logoOf(db: TxContext["db"], logoImageId: number | null) {
  if (logoImageId === null) return null;
  return db.image.findUnique({ where: { id: logoImageId }, select: { id: true, width: true, height: true } });
}

export async function getSkinChoice(ctx: ActorTxContext): Promise<SkinChoice> {
  const settings = await readImageSettings(ctx.db, ctx.actor.companyId);
  const logo = await logoOf(ctx.db, settings.logoImageId);
  return {
    skin: settings.skin,
    logoUrl: logo ? imagePath(logo.id) : null,
    logo: logo ? { width: logo.width, height: logo.height } : null,
    skins: Object.values(SKINS),
  };
}

export async function saveSkin(ctx: ActorContext, input: TSaveSkinRequest): Promise<SkinChoice & { message: string }> {
  const companyId = ctx.actor.companyId;
  await inTransaction(ctx, async (tx) => {
    const settings = await lockedImageSettings(tx.db, companyId);
    await tx.db.companyImageSettings.update({ where: { companyId }, data: { skin: input.skin } });
    await recordAudit(tx, { action: "skin.saved", entity: "company", entityId: companyId, companyId, before: { skin: settings.skin }, after: { skin: input.skin } });
  });
  return { ...(await getSkinChoice(ctx)), message: IMAGE_LIBRARY_MESSAGES.skinSaved };
}

/** A new logo replaces the old one, which is deleted (a logo is no library image: nothing else uses it). */
export async function uploadLogo(ctx: ActorContext, input: TUploadLogoRequest): Promise<SkinChoice & { message: string }> {
  const companyId = ctx.actor.companyId;
  const encoded = await encodeLogo(Buffer.from(input.image.base64, "base64"));
  await inTransaction(ctx, async (tx) => {
    const settings = await lockedImageSettings(tx.db, companyId);
    const logo = await tx.db.image.create({
      data: {
        companyId,
        kind: "LOGO",
        name: input.image.fileName.split(/[\\/]/).pop()?.slice(0, 200) || "logo",
        contentType: encoded.contentType,
        byteSize: encoded.data.length,
        width: encoded.width,
        height: encoded.height,
        data: encoded.data,
      },
      select: { id: true },
    });
    await tx.db.companyImageSettings.update({ where: { companyId }, data: { logoImageId: logo.id } });
    if (settings.logoImageId !== null) await tx.db.image.delete({ where: { id: settings.logoImageId } });
    await recordAudit(tx, { action: "skin.logo_uploaded", entity: "image", entityId: logo.id, companyId, after: { width: encoded.width, height: encoded.height } });
  });
  return { ...(await getSkinChoice(ctx)), message: IMAGE_LIBRARY_MESSAGES.skinSaved };
}

export async function removeLogo(ctx: ActorContext): Promise<SkinChoice & { message: string }> {
  const companyId = ctx.actor.companyId;
  await inTransaction(ctx, async (tx) => {
    const settings = await lockedImageSettings(tx.db, companyId);
    if (settings.logoImageId === null) return;
    await tx.db.companyImageSettings.update({ where: { companyId }, data: { logoImageId: null } });
    await tx.db.image.delete({ where: { id: settings.logoImageId } });
    await recordAudit(tx, { action: "skin.logo_removed", entity: "image", entityId: settings.logoImageId, companyId });
  });
  return { ...(await getSkinChoice(ctx)), message: IMAGE_LIBRARY_MESSAGES.logoRemoved };
}

/**
 * What a public pay-for page wears: the skin and logo of the item's company. Answers only for an
 * item its pay-for page shows (the catalogue's own rule, findPayForItem), else 404 like the page.
 */
export async function payPageSkin(ctx: ServiceContext, input: TPayPageSkinRequest): Promise<{ skin: Skin; logoUrl: string | null; companyName: string }> {
  const { item } = await findPayForItem(ctx, { code: input.itemCode, slug: "" } satisfies TPayForRequest);
  const { companyId } = await ctx.db.item.findUniqueOrThrow({ where: { id: item.itemId }, select: { companyId: true } });
  const settings = await readImageSettings(ctx.db, companyId);
  const logo = await logoOf(ctx.db, settings.logoImageId);
  return { skin: SKINS[settings.skin] ?? SKINS.classic, logoUrl: logo ? imagePath(logo.id) : null, companyName: item.companyName };
}
