/**
 * The chart-of-accounts upload (docs/product/uploads.md): a file of account, name, is_shared, site_id
 * fills one settlement account's chart (primary or sub accounts). A new number creates an
 * account; a known one updates its name and shared flag; an unchanged one is skipped. Rows are
 * applied set-based: one INSERT … SELECT from the staged rows per range, ON CONFLICT on the
 * chart's unique (payee, kind, number) for the updates.
 */
import { Prisma } from "@paydesk/db";
import { AppError, coaRowErrors, repeatedNumbers } from "@paydesk/domain";
import {
  COA_ACCOUNT_MESSAGES,
  ZCoaUploadProcessOptions,
  ZCoaUploadStartOptions,
  type TCoaKind,
  type TCoaUploadProcessOptions,
  type TCoaUploadStartOptions,
} from "@paydesk/validators";
import { defaultPayeeOf, manageablePayee } from "../../../coa/payees.ts";
import { defineUploadKind, type UploadBatchRef, type UploadCheckContext } from "../../core/kind.ts";

/** What the batch keeps: the start options and the payee's site (the only site_id a row may name). */
interface CoaBatchOptions {
  payeeId: number;
  coaKind: TCoaKind;
  siteId: number;
}

const optionsOf = (batch: UploadBatchRef) => batch.options as CoaBatchOptions;

const numbersOf = (rows: readonly { account?: string }[]) => [...new Set(rows.map((r) => (r.account ?? "").trim()).filter(Boolean))];

/**
 * Account numbers among `numbers` that EARLIER staged rows of the batch hold (one query): the
 * later of two rows with one number is the duplicate, whether it arrived in a chunk or is checked
 * again after a fix (`recheckedRowId`: only rows before it count; new chunks follow every row).
 */
async function stagedNumbers(ctx: UploadCheckContext, numbers: string[]): Promise<Set<string>> {
  if (numbers.length === 0) return new Set();
  const found = await ctx.db.$queryRaw<{ number: string }[]>`
    SELECT DISTINCT data->>'account' AS number FROM upload_rows
    WHERE batch_id = ${ctx.batch.id} AND NOT removed AND (${ctx.recheckedRowId ?? null}::bigint IS NULL OR id < ${ctx.recheckedRowId ?? null}::bigint)
      AND data->>'account' = ANY(${numbers}::text[])`;
  return new Set(found.map((r) => r.number));
}

/** The staged rows' shared flag as SQL: 1 shared, empty or 0 private (other text never passes the check). */
const IS_SHARED_SQL = Prisma.sql`(coalesce(r.data->>'is_shared', '') = '1')`;

export const coaUploadKind = defineUploadKind<TCoaUploadStartOptions, TCoaUploadProcessOptions>({
  kind: "coa",
  startOptions: ZCoaUploadStartOptions,
  processOptions: ZCoaUploadProcessOptions,

  /**
   * The payee must be one whose chart the actor changes, and belong to the upload's site; a start
   * that names none fills the site's default settlement account.
   */
  async start(ctx, { companyId, options }) {
    const payee =
      options.payeeId === undefined
        ? await defaultPayeeOf(ctx.db, ctx.actor, companyId)
        : await manageablePayee(ctx.db, ctx.actor, options.payeeId);
    if (payee.companyId !== companyId) {
      throw new AppError("BAD_REQUEST", COA_ACCOUNT_MESSAGES.noSuchPayee, { payeeId: COA_ACCOUNT_MESSAGES.noSuchPayee });
    }
    return { extras: { siteId: payee.companyId, payeeId: payee.id } };
  },

  async checkRows(ctx, rows) {
    const { siteId } = optionsOf(ctx.batch);
    const repeated = repeatedNumbers(rows, await stagedNumbers(ctx, numbersOf(rows)));
    return rows.map((row, i) => coaRowErrors(row, { siteId, numberSeenBefore: repeated[i]! }));
  },

  /** A fixed or removed row's old and new numbers: the other rows holding them may gain or lose the duplicate mark. */
  async dependentRows(ctx, rows) {
    const numbers = numbersOf(rows);
    if (numbers.length === 0) return [];
    const found = await ctx.db.$queryRaw<{ id: bigint }[]>`
      SELECT id FROM upload_rows WHERE batch_id = ${ctx.batch.id} AND NOT removed AND data->>'account' = ANY(${numbers}::text[])`;
    return found.map((r) => Number(r.id));
  },

  async plan(ctx) {
    const { payeeId, coaKind } = optionsOf(ctx.batch);
    const [plan] = await ctx.db.$queryRaw<[{ total: number; invalid: number; created: number; updated: number; skipped: number }]>`
      SELECT count(*)::int AS total,
             count(*) FILTER (WHERE cardinality(r.errors) > 0)::int AS invalid,
             count(*) FILTER (WHERE cardinality(r.errors) = 0 AND c.id IS NULL)::int AS created,
             count(*) FILTER (WHERE cardinality(r.errors) = 0 AND c.id IS NOT NULL
                              AND (c.name <> r.data->>'name' OR c.is_shared <> ${IS_SHARED_SQL}))::int AS updated,
             count(*) FILTER (WHERE cardinality(r.errors) = 0 AND c.id IS NOT NULL
                              AND c.name = r.data->>'name' AND c.is_shared = ${IS_SHARED_SQL})::int AS skipped
      FROM upload_rows r
      LEFT JOIN chart_accounts c
        ON c.payee_id = ${payeeId} AND c.kind = ${coaKind}::"ChartAccountKind" AND c.number = r.data->>'account'
      WHERE r.batch_id = ${ctx.batch.id} AND NOT r.removed`;
    return plan;
  },

  /**
   * One statement per range: the range's valid rows (the last of a repeated number wins, though
   * the check already refuses repeats) upserted into the chart. A row that changes nothing is
   * not written (the DO UPDATE's WHERE), so processing the same file again updates nothing.
   */
  async applyRange(tx, batch, range) {
    const { payeeId, coaKind } = optionsOf(batch);
    const [counts] = await tx.db.$queryRaw<[{ valid: number; created: number; updated: number }]>`
      WITH src AS (
        SELECT DISTINCT ON (r.data->>'account')
               r.data->>'account' AS number, r.data->>'name' AS name, ${IS_SHARED_SQL} AS is_shared
        FROM upload_rows r
        WHERE r.batch_id = ${batch.id} AND r.id BETWEEN ${range.fromId} AND ${range.toId}
          AND NOT r.removed AND cardinality(r.errors) = 0
        ORDER BY r.data->>'account', r.id DESC
      ), written AS (
        INSERT INTO chart_accounts (payee_id, number, name, is_shared, kind, updated_at)
        SELECT ${payeeId}, number, name, is_shared, ${coaKind}::"ChartAccountKind", now() FROM src
        ON CONFLICT (payee_id, kind, number) DO UPDATE
          SET name = EXCLUDED.name, is_shared = EXCLUDED.is_shared, updated_at = now()
          WHERE chart_accounts.name IS DISTINCT FROM EXCLUDED.name
             OR chart_accounts.is_shared IS DISTINCT FROM EXCLUDED.is_shared
        RETURNING (xmax = 0) AS inserted
      )
      SELECT (SELECT count(*) FROM upload_rows r
              WHERE r.batch_id = ${batch.id} AND r.id BETWEEN ${range.fromId} AND ${range.toId}
                AND NOT r.removed AND cardinality(r.errors) = 0)::int AS valid,
             count(*) FILTER (WHERE inserted)::int AS created,
             count(*) FILTER (WHERE NOT inserted)::int AS updated
      FROM written`;
    return { created: counts.created, updated: counts.updated, skipped: counts.valid - counts.created - counts.updated };
  },
});
