/**
 * `POST /{module}/settings/images/uploadjson`: one image into the company's library. Order of the
 * checks: access (the rung), then terms and plan under the company's settings lock, then the
 * bytes (sharp; the slow part, done before the transaction so the lock is held only for the
 * count and the insert).
 */
import { AppError, mayAddImage } from "@paydesk/domain";
import { IMAGE_LIBRARY_MESSAGES, type TUploadLibraryImageRequest } from "@paydesk/validators";
import { companyInScope } from "../platform/company-scope.ts";
import { recordAudit } from "../platform/audit.ts";
import { inTransaction, type ActorContext } from "../platform/context.ts";
import { LIBRARY_IMAGE_SELECT, libraryImage, type LibraryImage } from "./library.ts";
import { encodeLibraryImage } from "./media.ts";
import { countedImages, lockedImageSettings, readImageSettings } from "./settings.ts";

export const overImageLimit = () => new AppError("CONFLICT", IMAGE_LIBRARY_MESSAGES.overLimit);
const termsRequired = () => new AppError("FORBIDDEN", IMAGE_LIBRARY_MESSAGES.termsRequired);

/** A name for the library: the file's own, without folders; "image" when none came. */
function fileNameOf(name: string): string {
  const base = name.split(/[\\/]/).pop()?.trim() ?? "";
  return base.slice(0, 200) || "image";
}

export async function uploadLibraryImage(ctx: ActorContext, input: TUploadLibraryImageRequest): Promise<LibraryImage> {
  const company = await companyInScope(ctx.db, ctx.actor, input.companyId);
  // Told before the file is decoded, and checked again under the lock below.
  const before = await readImageSettings(ctx.db, company.id);
  if (!before.termsAcceptedAt) throw termsRequired();
  if (!mayAddImage(before.plan, await ctx.db.image.count({ where: countedImages(company.id) }))) throw overImageLimit();

  const thumb = input.thumbImage ? Buffer.from(input.thumbImage.base64, "base64") : null;
  const encoded = await encodeLibraryImage(Buffer.from(input.image.base64, "base64"), thumb);

  return inTransaction(ctx, async (tx) => {
    const settings = await lockedImageSettings(tx.db, company.id);
    if (!settings.termsAcceptedAt) throw termsRequired();
    if (!mayAddImage(settings.plan, await tx.db.image.count({ where: countedImages(company.id) }))) throw overImageLimit();
    const row = await tx.db.image.create({
      data: {
        companyId: company.id,
        kind: "LIBRARY",
        name: fileNameOf(input.image.fileName),
        contentType: encoded.contentType,
        byteSize: encoded.data.length,
        width: encoded.width,
        height: encoded.height,
        data: encoded.data,
        displayData: encoded.display,
        thumbData: encoded.thumb,
      },
      select: LIBRARY_IMAGE_SELECT,
    });
    await recordAudit(tx, {
      action: "image.uploaded",
      entity: "image",
      entityId: row.id,
      companyId: company.id,
      after: { name: row.name, contentType: encoded.contentType, size: row.byteSize, width: row.width, height: row.height },
    });
    return libraryImage(row);
  });
}
