/**
 * The builder's image library: a company's images, stored in the database (no file system to
 * share between instances). An upload is checked by its first bytes, not by what the browser
 * claims, so the served Content-Type always matches the bytes.
 */
import { AppError, isCompanyInScope } from "@paydesk/domain";
import { IMAGE_MAX_BYTES, IMAGE_MESSAGES, type ImageContentType, type TUploadImageRequest } from "@paydesk/validators";
import { accessDenied, companyInScope } from "../../acl/scope.ts";
import { recordAudit } from "../../platform/audit.ts";
import type { ImageView } from "./types.ts";
import { inTransaction, type ActorContext, type ActorTxContext } from "../../platform/context.ts";

export const imageUrl = (id: number) => `/images/${id}`;

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  signature.every((byte, i) => bytes[offset + i] === byte);

/** The format the bytes are, by their signature, or null. */
export function sniffImageType(bytes: Uint8Array): ImageContentType | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "image/png";
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "image/jpeg";
  if (startsWith(bytes, [0x47, 0x49, 0x46, 0x38])) return "image/gif";
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) return "image/webp";
  return null;
}

export async function uploadImage(ctx: ActorContext, input: TUploadImageRequest): Promise<ImageView> {
  const { db, actor } = ctx;
  const company = await companyInScope(db, actor, input.companyId);
  const data = Buffer.from(input.base64, "base64");
  if (data.length > IMAGE_MAX_BYTES)
    throw new AppError("BAD_REQUEST", IMAGE_MESSAGES.tooLarge, { base64: IMAGE_MESSAGES.tooLarge });
  if (data.length === 0 || sniffImageType(data) !== input.contentType) {
    throw new AppError("BAD_REQUEST", IMAGE_MESSAGES.unreadable, { base64: IMAGE_MESSAGES.unreadable });
  }
  return inTransaction(ctx, async (tx) => {
    const image = await tx.db.image.create({
      data: { companyId: company.id, name: input.name, contentType: input.contentType, byteSize: data.length, data },
      select: { id: true, name: true, contentType: true },
    });
    await recordAudit(tx, {
      action: "image.uploaded",
      entity: "image",
      entityId: image.id,
      companyId: company.id,
      after: { name: image.name, contentType: image.contentType, byteSize: data.length },
    });
    return { ...image, url: imageUrl(image.id) };
  });
}

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
