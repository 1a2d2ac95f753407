/**
 * What processing will do, before it runs ("the summary says what will happen"): the
 * same source and comparison the apply step uses, counted instead of written, and for a purge
 * how many students it deactivates or deletes with the names of the first 20.
 */
import { STUDENT_PURGE_NOTES, type TStudentUploadProcessOptions } from "@paydesk/validators";
import type { UploadCheckContext, UploadPlan } from "../../core/kind.ts";
import { purgeCandidates } from "./purge.ts";
import { studentDiffers, studentSource } from "./source.ts";

const NAMES_SHOWN = 20;

export async function planStudentUpload(ctx: UploadCheckContext, options: TStudentUploadProcessOptions): Promise<UploadPlan> {
  const { batch, db } = ctx;
  const [rows] = await db.$queryRaw<[{ total: number; invalid: number; valid: number }]>`
    SELECT count(*)::int AS total, count(*) FILTER (WHERE cardinality(errors) > 0)::int AS invalid,
      count(*) FILTER (WHERE cardinality(errors) = 0)::int AS valid
    FROM upload_rows WHERE batch_id = ${batch.id} AND NOT removed`;
  const [students] = await db.$queryRaw<[{ fresh: number; changed: number }]>`
    WITH src AS (${studentSource(batch.id)})
    SELECT count(*) FILTER (WHERE s.id IS NULL)::int AS fresh,
      count(*) FILTER (WHERE s.id IS NOT NULL AND ${studentDiffers})::int AS changed
    FROM src LEFT JOIN students s ON s.company_id = src.company_id AND s.external_id = src.external_id`;
  const created = options.sis_only_mode ? 0 : students.fresh;
  const plan: UploadPlan = {
    total: rows.total,
    invalid: rows.invalid,
    created,
    updated: students.changed,
    skipped: rows.valid - created - students.changed,
    deactivated: 0,
    deleted: 0,
  };
  if (options.purge_mode === 0) return plan;

  const [gone] = await db.$queryRaw<[{ count: number; withOrders: number; names: string[] }]>`
    WITH gone AS (${purgeCandidates(batch)})
    SELECT count(*)::int AS count, count(*) FILTER (WHERE has_orders)::int AS "withOrders",
      ARRAY(SELECT first_name || ' ' || last_name || ' (' || external_id || ')' FROM gone
        ORDER BY last_name, first_name, external_id LIMIT ${NAMES_SHOWN}) AS names
    FROM gone`;
  plan.deleted = options.purge_mode === 2 ? gone.count - gone.withOrders : 0;
  plan.deactivated = gone.count - plan.deleted;
  if (gone.count) {
    const heading = options.purge_mode === 2 ? STUDENT_PURGE_NOTES.deleted : STUDENT_PURGE_NOTES.deactivated;
    plan.notes = [heading(gone.count), ...gone.names];
  }
  return plan;
}
