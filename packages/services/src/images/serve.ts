/**
 * The bytes behind /e/image/{id} (the display size, at most 600x450), /e/image/{id}/full and
 * /e/image/{id}/thumb. Who may fetch them: anyone for a logo (the pay pages wear it) and for the
 * picture of an item its public pay-for page shows; otherwise a signed-in user whose company
 * subtree holds the image. A refusal to the public reads like an unknown image, so ids reveal
 * nothing.
 */
import { accessDenied, AppError, isCompanyInScope } from "@paydesk/domain";
import { IMAGE_LIBRARY_MESSAGES } from "@paydesk/validators";
import type { TxContext } from "../platform/context.ts";
import { payableItemWhere } from "../items/catalog/payable.ts";

export type ImageVariant = "display" | "full" | "thumb";

export interface ServedImage {
  contentType: string;
  data: Uint8Array;
  /** Anyone may see it: shared caches may keep it too. */
  isPublic: boolean;
}

export async function readServedImage(ctx: TxContext, imageId: number, variant: ImageVariant): Promise<ServedImage> {
  const image = await ctx.db.image.findUnique({
    where: { id: imageId },
    select: {
      kind: true,
      contentType: true,
      data: variant === "full" || variant === "display",
      displayData: variant === "display",
      thumbData: variant === "thumb",
      company: { select: { path: true } },
      items: {
        // Items with a public pay-for page (the domain's isPubliclyPayable).
        where: payableItemWhere,
        select: { id: true },
        take: 1,
      },
    },
  });
  const unknown = new AppError("NOT_FOUND", IMAGE_LIBRARY_MESSAGES.noSuchImage);
  if (!image) throw unknown;
  const isPublic = image.kind === "LOGO" || image.items.length > 0;
  if (!isPublic) {
    if (!ctx.actor) throw unknown;
    if (!isCompanyInScope(ctx.actor, image.company.path)) throw accessDenied();
  }
  if (variant === "thumb" && image.thumbData) return { contentType: "image/jpeg", data: image.thumbData, isPublic };
  const data = variant === "display" ? (image.displayData ?? image.data) : image.data;
  // Images stored before thumbnails existed have none: the thumb path answers the display bytes.
  return { contentType: image.contentType, data: data ?? (await fallbackData(ctx, imageId)), isPublic };
}

async function fallbackData(ctx: TxContext, imageId: number): Promise<Uint8Array> {
  const row = await ctx.db.image.findUniqueOrThrow({ where: { id: imageId }, select: { displayData: true, data: true } });
  return row.displayData ?? row.data;
}
