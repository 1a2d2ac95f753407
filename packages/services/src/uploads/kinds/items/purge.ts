/**
 * Purge modes (docs/product/uploads.md): what the file lacks is kept (0), moved to the trash (1) or deleted
 * (2, confirmed). "What the file lacks" is read inside the upload's catalog: the items of that
 * category in the upload company's subtree, except the base item and the items this batch created
 * or updated (item_upload_items). A catalog is the one chosen at start, or the base item's
 * category; without one there is nothing to compare the file with, so a purge is refused.
 * A hard purge never deletes what the database must keep (payments, package entries, recurring
 * series, an SIS carrier item): those go to the trash instead, and the plan says so.
 */
import type { DbTx } from "@paydesk/db";
import { AppError } from "@paydesk/domain";
import { ITEM_UPLOAD_PLAN_NOTES_MAX, ITEM_UPLOAD_START_MESSAGES, type TItemUploadProcess } from "@paydesk/validators";
import type { UploadBatchRef } from "../../core/kind.ts";
import { loadItem, setupOf } from "./setup.ts";

const MUST_KEEP = `(
  EXISTS (SELECT 1 FROM order_lines o WHERE o.item_id = i.id)
  OR EXISTS (SELECT 1 FROM item_bundle_entries e WHERE e.item_id = i.id)
  OR EXISTS (SELECT 1 FROM recurring_series s WHERE s.item_id = i.id)
  OR EXISTS (SELECT 1 FROM company_sis_plugins p WHERE p.carrier_item_id = i.id))`;

/** $1 subtree path, $2 catalog, $3 base item (0 = none), $4 batch, $5 codes the file names (plan, before anything is applied). */
const CANDIDATES = `
  FROM items i JOIN companies c ON c.id = i.company_id
  WHERE c.path LIKE $1 || '%' AND i.category_id = $2 AND i.id <> $3
    AND NOT EXISTS (SELECT 1 FROM item_upload_items u WHERE u.batch_id = $4 AND u.item_id = i.id)
    AND NOT (i.code = ANY($5::text[]))`;

interface PurgeScope {
  path: string;
  catalogId: number;
  baseItemId: number;
  batchId: number;
}

/** The catalog a purge compares the file with, or the refusal when there is none. */
export async function purgeScope(db: DbTx, batch: UploadBatchRef): Promise<PurgeScope> {
  const setup = setupOf(batch.options);
  const base = setup.baseItemId !== null ? await loadItem(db, setup.baseItemId) : null;
  const catalogId = setup.catalogId ?? base?.categoryId ?? null;
  if (catalogId === null) throw new AppError("BAD_REQUEST", ITEM_UPLOAD_START_MESSAGES.purgeNeedsCatalog);
  const company = await db.company.findUniqueOrThrow({ where: { id: batch.companyId }, select: { path: true } });
  return { path: company.path, catalogId, baseItemId: base?.id ?? 0, batchId: batch.id };
}

const params = (scope: PurgeScope, fileCodes: readonly string[]) => [scope.path, scope.catalogId, scope.baseItemId, scope.batchId, fileCodes];

export interface PurgePreview {
  deactivated: number;
  deleted: number;
  notes: string[];
}

/** What `finish` would do, with the codes the valid rows name standing in for the items not yet applied. */
export async function previewPurge(db: DbTx, batch: UploadBatchRef, options: TItemUploadProcess, fileCodes: readonly string[]): Promise<PurgePreview> {
  if (options.purgeMode === 0) return { deactivated: 0, deleted: 0, notes: [] };
  const scope = await purgeScope(db, batch);
  const rows = await db.$queryRawUnsafe<{ title: string; code: string; trashed: boolean; kept: boolean }[]>(
    `SELECT i.title, i.code, i.status = 'TRASH' AS trashed, ${MUST_KEEP} AS kept ${CANDIDATES} ORDER BY i.title, i.id`,
    ...params(scope, fileCodes),
  );
  const trash = rows.filter((row) => !row.trashed && (options.purgeMode === 1 || row.kept));
  const remove = options.purgeMode === 2 ? rows.filter((row) => !row.kept) : [];
  const named = (verb: string, list: typeof rows) => list.slice(0, ITEM_UPLOAD_PLAN_NOTES_MAX).map((row) => `${verb}: ${row.title} (${row.code})`);
  return {
    deactivated: trash.length,
    deleted: remove.length,
    notes: [...named("Deleted", remove), ...named("Moved to the trash", trash)].slice(0, ITEM_UPLOAD_PLAN_NOTES_MAX),
  };
}

/** After the last range: the purge itself, then the batch's list of touched items is cleared. */
export async function applyPurge(db: DbTx, batch: UploadBatchRef, options: TItemUploadProcess, now: Date, actorId: number) {
  let deactivated = 0;
  let deleted = 0;
  if (options.purgeMode !== 0) {
    const scope = await purgeScope(db, batch);
    const values = params(scope, []);
    if (options.purgeMode === 2) {
      deleted = await db.$executeRawUnsafe(`DELETE FROM items WHERE id IN (SELECT i.id ${CANDIDATES} AND NOT ${MUST_KEEP})`, ...values);
    }
    const onlyKept = options.purgeMode === 2 ? `AND ${MUST_KEEP}` : "";
    deactivated = await db.$executeRawUnsafe(
      `UPDATE items SET status = 'TRASH', active = false, visible = false, updated_at = $6, updated_by_id = $7
       WHERE id IN (SELECT i.id ${CANDIDATES} AND i.status <> 'TRASH' ${onlyKept})`,
      ...values,
      now,
      actorId,
    );
  }
  await db.itemUploadItem.deleteMany({ where: { batchId: batch.id } });
  return { deactivated, deleted };
}
