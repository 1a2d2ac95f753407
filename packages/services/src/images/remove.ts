/**
 * Image removal (docs/product/dashboard-images-promotions.md): requests are queued and done one at a time; an
 * image that items use is refused with 409 and the items listed, and the user may force the delete.
 *
 * A request is judged at once: refused with the items that use the image unless forced, or marked
 * for removal (it leaves the library and the picker at that moment) with a job queued in the same
 * transaction. The job (queue.ts) deletes it later, one removal at a time across every instance,
 * and judges again under the image's lock: an unforced removal whose image an item picked in the
 * meantime is cancelled, a forced one unlinks those items too.
 */
import { accessDenied, AppError, isCompanyInScope } from "@paydesk/domain";
import { IMAGE_LIBRARY_MESSAGES, type TRemoveImageRequest } from "@paydesk/validators";
import { recordAudit } from "../platform/audit.ts";
import { inTransaction, type ActorContext, type ServiceContext, type TxContext } from "../platform/context.ts";
import { enqueueImageRemoval } from "./enqueue.ts";

export interface MatchingItem {
  itemId: number;
  itemCode: string;
  title: string;
}

export type RemovalAnswer =
  | { outcome: "queued"; imageId: number; message: string }
  | { outcome: "refused"; imageId: number; matchingItems: MatchingItem[]; message: string };

const noSuchImage = () => new AppError("NOT_FOUND", IMAGE_LIBRARY_MESSAGES.noSuchImage);

/** Takes the image row's lock for the transaction; null when it is gone. */
async function lockImage(db: TxContext["db"], imageId: number) {
  await db.$queryRaw`SELECT 1 FROM images WHERE id = ${imageId} FOR UPDATE`;
  return db.image.findUnique({
    where: { id: imageId },
    select: { id: true, kind: true, companyId: true, name: true, removalRequestedAt: true, removalForced: true, company: { select: { path: true } } },
  });
}

function matchingItems(db: TxContext["db"], imageId: number): Promise<MatchingItem[]> {
  return db.item
    .findMany({ where: { imageId }, select: { id: true, code: true, title: true }, orderBy: [{ title: "asc" }, { id: "asc" }] })
    .then((rows) => rows.map((row) => ({ itemId: row.id, itemCode: row.code, title: row.title })));
}

export async function requestImageRemoval(ctx: ActorContext, input: TRemoveImageRequest): Promise<RemovalAnswer> {
  return inTransaction(ctx, async (tx) => {
    const image = await lockImage(tx.db, input.imageId);
    if (!image || image.kind !== "LIBRARY") throw noSuchImage();
    if (!isCompanyInScope(ctx.actor, image.company.path)) throw accessDenied();
    // Asked twice (a double click, the force after a refusal raced by another tab): one job is enough,
    // but a force strengthens a queued unforced request.
    if (image.removalRequestedAt && (image.removalForced || !input.force)) {
      return { outcome: "queued", imageId: image.id, message: IMAGE_LIBRARY_MESSAGES.removalQueued };
    }
    const items = await matchingItems(tx.db, image.id);
    if (items.length > 0 && !input.force) {
      return { outcome: "refused", imageId: image.id, matchingItems: items, message: IMAGE_LIBRARY_MESSAGES.inUse };
    }
    await tx.db.image.update({ where: { id: image.id }, data: { removalRequestedAt: ctx.now(), removalForced: input.force } });
    await recordAudit(tx, {
      action: "image.removal_requested",
      entity: "image",
      entityId: image.id,
      companyId: image.companyId,
      after: { name: image.name, force: input.force, matchingItems: items.map((item) => item.itemCode) },
    });
    if (!image.removalRequestedAt) await enqueueImageRemoval(tx.db, image.id);
    return { outcome: "queued", imageId: image.id, message: IMAGE_LIBRARY_MESSAGES.removalQueued };
  });
}

export type RemovalResult = "removed" | "cancelled" | "gone";

/** The job's work for one image: delete it (unlinking items if forced) or cancel the request. */
export async function processImageRemoval(ctx: ServiceContext, imageId: number): Promise<RemovalResult> {
  return inTransaction(ctx, async (tx) => {
    const image = await lockImage(tx.db, imageId);
    if (!image || !image.removalRequestedAt) return "gone";
    const items = await matchingItems(tx.db, image.id);
    if (items.length > 0 && !image.removalForced) {
      await tx.db.image.update({ where: { id: image.id }, data: { removalRequestedAt: null } });
      await recordAudit(tx, { action: "image.removal_cancelled", entity: "image", entityId: image.id, companyId: image.companyId, after: { matchingItems: items.map((item) => item.itemCode) } });
      return "cancelled";
    }
    if (items.length > 0) await tx.db.item.updateMany({ where: { imageId: image.id }, data: { imageId: null } });
    await tx.db.image.delete({ where: { id: image.id } });
    await recordAudit(tx, {
      action: "image.removed",
      entity: "image",
      entityId: image.id,
      companyId: image.companyId,
      before: { name: image.name, unlinkedItems: items.map((item) => item.itemCode) },
    });
    return "removed";
  });
}

/** Images whose removal was asked and not yet done: at boot each gets a job again. */
export async function pendingImageRemovals(db: ServiceContext["db"]): Promise<number[]> {
  const rows = await db.image.findMany({ where: { removalRequestedAt: { not: null } }, select: { id: true }, orderBy: { removalRequestedAt: "asc" } });
  return rows.map((row) => row.id);
}
