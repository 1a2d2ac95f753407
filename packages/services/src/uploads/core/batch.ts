/**
 * Loading a batch by its key for the `uploadProcedure` rung (packages/api
 * routers/uploads/resource.ts), which decides with the domain rule `mayWorkOnUpload`. An unknown
 * key is 404, a batch out of reach 403.
 */
import type { DbTx } from "@paydesk/db";
import { AppError, badInputError, type Actor } from "@paydesk/domain";
import { UPLOAD_MESSAGES, type UploadKindName, type UploadStatusName } from "@paydesk/validators";
import type { ZodType } from "zod";
import type { AnyUploadKind, UploadBatchRef, UploadCheckContext } from "./kind.ts";
import { uploadKindOf } from "../kinds/index.ts";
import type { ActorContext } from "../../platform/context.ts";
import { readJson, runHot, type HotStatement } from "../../platform/sql.ts";

/** A batch as the procedures see it: the kind's view plus the pipeline's own state. */
export interface UploadBatchState extends UploadBatchRef {
  status: UploadStatusName;
  /** Staged rows, not removed. */
  total: number;
  processedUpTo: bigint;
  processedRows: number;
  counts: Record<string, number>;
  error: string | null;
  processOptions: unknown;
  companyPath: string;
}

const unknownUpload = () => new AppError("NOT_FOUND", UPLOAD_MESSAGES.unknownUpload);

/**
 * Every upload call loads its batch by key (a 500-row chunk post among them, 200 per student
 * file): one named statement on the pg pool, not a Prisma query (platform/sql.ts).
 */
const LOAD_BATCH: HotStatement = {
  name: "uploads_load_batch",
  text: `
    SELECT b.id, b.table_key AS "tableKey", b.kind::text AS kind, b.company_id AS "companyId", b.options, b.created_by AS "createdBy",
      b.status::text AS status, b.total, b.processed_up_to::text AS "processedUpTo", b.processed_rows AS "processedRows",
      b.counts, b.error, b.process_options AS "processOptions", c.path AS "companyPath"
    FROM upload_batches b JOIN companies c ON c.id = b.company_id
    WHERE b.table_key = $1`,
};

interface BatchRecord extends Omit<UploadBatchState, "processedUpTo" | "kind" | "counts"> {
  kind: string;
  processedUpTo: string;
  counts: unknown;
}

export async function loadUploadBatch(db: DbTx, key: string): Promise<UploadBatchState | null> {
  const [batch] = await runHot<BatchRecord>(db, LOAD_BATCH, [key]);
  if (!batch) return null;
  return {
    ...batch,
    kind: batch.kind as UploadKindName,
    options: readJson(batch.options),
    processOptions: batch.processOptions === null ? null : readJson(batch.processOptions),
    processedUpTo: BigInt(batch.processedUpTo),
    counts: (readJson(batch.counts) ?? {}) as Record<string, number>,
  };
}

/** The batch the upload rung names; unknown key → 404. */
export async function loadUploadForAccess(db: DbTx, key: string): Promise<UploadBatchState> {
  const batch = await loadUploadBatch(db, key);
  if (!batch) throw unknownUpload();
  return batch;
}

/** Before a batch exists, the company an upload is started for (default the actor's own); unknown → 404. */
export async function loadUploadTarget(
  { db, actor }: { db: DbTx; actor: Actor },
  companyId: number | undefined,
): Promise<{ companyId: number; companyPath: string }> {
  const id = companyId ?? actor.companyId;
  const company = await db.company.findUnique({ where: { id }, select: { path: true } });
  if (!company) throw new AppError("NOT_FOUND", UPLOAD_MESSAGES.unknownCompany);
  return { companyId: id, companyPath: company.path };
}

export function kindOf(name: string): AnyUploadKind {
  const kind = uploadKindOf(name);
  if (!kind) throw new AppError("BAD_REQUEST", UPLOAD_MESSAGES.unknownKind);
  return kind;
}

/** Rows may be added, fixed and removed only while the batch is staging. */
export function assertStaging(batch: Pick<UploadBatchState, "status">): void {
  if (batch.status !== "STAGING") throw new AppError("CONFLICT", UPLOAD_MESSAGES.notEditable);
}

export function checkContextOf(ctx: ActorContext, batch: UploadBatchRef): UploadCheckContext {
  return { db: ctx.db, batch: refOf(batch), actor: ctx.actor, now: ctx.now };
}

/** Only the kind's view of a batch, so kinds never lean on the pipeline's state. */
export function refOf(batch: UploadBatchRef): UploadBatchRef {
  const { id, tableKey, kind, companyId, options, createdBy } = batch;
  return { id, tableKey, kind, companyId, options, createdBy };
}

/** A kind's options, checked by its schema: bad options are a 400 with the schema's message. */
export function parseKindOptions<T>(schema: ZodType<T>, value: unknown): T {
  const parsed = schema.safeParse(value ?? {});
  if (parsed.success) return parsed.data;
  throw badInputError(parsed.error, UPLOAD_MESSAGES.unknownKind, "options");
}
