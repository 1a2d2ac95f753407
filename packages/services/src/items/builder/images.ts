/**
 * The builder's reading of images stored in the database: `GET /images/:id`. Images are added
 * through the image library only (services/images/upload.ts: terms, plan, sharp re-encoding).
 */
import { accessDenied, AppError, isCompanyInScope } from "@paydesk/domain";
import { IMAGE_MESSAGES } from "@paydesk/validators";
import type { ActorTxContext } from "../../platform/context.ts";

export const imageUrl = (id: number) => `/images/${id}`;

/** GET /images/:id: the bytes, for a signed-in actor whose subtree holds the image's company. */
export async function readImage(ctx: ActorTxContext, imageId: number): Promise<{ contentType: string; data: Uint8Array }> {
  const { db, actor } = ctx;
  const image = await db.image.findUnique({
    where: { id: imageId },
    select: { contentType: true, data: true, company: { select: { path: true } } },
  });
  if (!image) throw new AppError("NOT_FOUND", IMAGE_MESSAGES.noSuchImage);
  if (!isCompanyInScope(actor, image.company.path)) throw accessDenied();
  return { contentType: image.contentType, data: image.data };
}
