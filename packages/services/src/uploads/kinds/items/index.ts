/**
 * Upload kind `items` (docs/product/uploads.md, Items): new items copying a base item's
 * settings, or drafts in a catalog (/upload-items), or changes to existing items named by `code`
 * (/update-items), with purge modes 0/1/2. Rows are checked in a few queries per call
 * (resolve.ts), applied set-based per range (write.ts), purged after the last range (purge.ts).
 */
import {
  ZItemUploadProcessOptions,
  ZItemUploadStartOptions,
  type TItemUploadProcess,
  type TItemUploadStart,
} from "@paydesk/validators";
import { defineUploadKind, type UploadBatchRef } from "../../core/kind.ts";
import type { DbTx } from "@paydesk/db";
import { applyPurge, previewPurge, purgeScope } from "./purge.ts";
import { resolveItemRows, type ResolvedItem } from "./resolve.ts";
import { setupOf } from "./setup.ts";
import { startItemUpload } from "./start.ts";
import { insertItems, updateItems } from "./write.ts";

interface RowCounts {
  total: number;
  invalid: number;
  codes: string[];
}

/** The batch's rows as processing will see them: not removed; invalid = with messages. */
async function countRows(db: DbTx, batch: UploadBatchRef): Promise<RowCounts> {
  const [counts] = await db.$queryRawUnsafe<{ total: number; invalid: number; codes: string[] | null }[]>(
    `SELECT count(*)::int AS total,
            count(*) FILTER (WHERE cardinality(errors) > 0)::int AS invalid,
            array_agg(DISTINCT data->>'code') FILTER (WHERE cardinality(errors) = 0 AND coalesce(data->>'code', '') <> '') AS codes
     FROM upload_rows WHERE batch_id = $1 AND NOT removed`,
    batch.id,
  );
  return { total: counts?.total ?? 0, invalid: counts?.invalid ?? 0, codes: counts?.codes ?? [] };
}

export const itemsUploadKind = defineUploadKind<TItemUploadStart, TItemUploadProcess>({
  kind: "items",
  startOptions: ZItemUploadStartOptions,
  processOptions: ZItemUploadProcessOptions,

  start: startItemUpload,

  async checkRows(ctx, rows) {
    return (await resolveItemRows({ db: ctx.db, actor: ctx.actor, batch: ctx.batch }, rows)).errors;
  },

  async plan(ctx, options) {
    const setup = setupOf(ctx.batch.options);
    const rows = await countRows(ctx.db, ctx.batch);
    const valid = rows.total - rows.invalid;
    const purge = await previewPurge(ctx.db, ctx.batch, options, setup.mode === "update" ? rows.codes : []);
    return {
      total: rows.total,
      invalid: rows.invalid,
      created: setup.mode === "create" ? valid : 0,
      updated: setup.mode === "update" ? valid : 0,
      skipped: 0,
      deactivated: purge.deactivated,
      deleted: purge.deleted,
      notes: purge.notes,
    };
  },

  async applyRange(tx, batch, range, options) {
    // A purge without a catalog fails before the first row is written, not after the last.
    if (options.purgeMode !== 0) await purgeScope(tx.db, batch);
    const staged = await tx.db.$queryRawUnsafe<{ data: Record<string, string> }[]>(
      `SELECT data FROM upload_rows
       WHERE batch_id = $1 AND id BETWEEN $2 AND $3 AND NOT removed AND cardinality(errors) = 0
       ORDER BY id`,
      batch.id,
      range.fromId,
      range.toId,
    );
    if (!staged.length) return {};
    // Checked again inside the transaction: what changed since (a category deleted, an item
    // trashed) makes the row skipped, never half-written.
    const resolved = await resolveItemRows({ db: tx.db, actor: tx.actor, batch }, staged.map((row) => row.data));
    const ready = resolved.items.filter((item): item is ResolvedItem => item !== null);
    const write = { db: tx.db, batchId: batch.id, actorId: tx.actor.userId, now: tx.now() };
    const created = resolved.setup.mode === "create" ? await insertItems(write, ready, resolved.base) : 0;
    const updated = resolved.setup.mode === "update" ? await updateItems(write, ready) : 0;
    return { created, updated, skipped: staged.length - ready.length };
  },

  async finish(tx, batch, options) {
    return applyPurge(tx.db, batch, options, tx.now(), tx.actor.userId);
  },
});
