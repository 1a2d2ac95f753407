/**
 * Purge modes (docs/product/uploads.md): after the last range, the selected school's students
 * (and those of the companies below it) that the file does not name are left alone (0),
 * deactivated (1) or deleted (2). Mode 2 deactivates instead of deleting the students that orders
 * still name, so payment history keeps its student. Staff rows are never purged by a student file.
 * "Named by the file" counts every row not removed, valid or not: a row with a typo in its grade
 * must not cost its student's record.
 */
import { Prisma } from "@paydesk/db";
import type { TStudentUploadProcessOptions } from "@paydesk/validators";
import type { ActorTxContext } from "../../../platform/context.ts";
import type { UploadBatchRef, UploadCounts } from "../../core/kind.ts";
import { stagedCell } from "./source.ts";

/** The students a purge would touch: `s` in the school's subtree, active, not staff, not in the file. */
export function purgeCandidates(batch: Pick<UploadBatchRef, "id" | "companyId">): Prisma.Sql {
  return Prisma.sql`SELECT s.id, s.first_name, s.last_name, s.external_id,
      EXISTS (SELECT 1 FROM order_lines ol WHERE ol.student_id = s.id) AS has_orders
    FROM students s
    WHERE s.company_id IN (SELECT c.id FROM companies c
        WHERE c.path LIKE (SELECT b.path FROM companies b WHERE b.id = ${batch.companyId}) || '%')
      AND s.active AND NOT s.is_staff
      AND NOT EXISTS (SELECT 1 FROM upload_rows r WHERE r.batch_id = ${batch.id} AND NOT r.removed
        AND ${stagedCell("r", "external_id")} = s.external_id
        AND CASE WHEN ${stagedCell("r", "company")} ~ '^[0-9]{1,9}$' THEN (${stagedCell("r", "company")})::int END = s.company_id)`;
}

export async function purgeStudents(
  tx: ActorTxContext,
  batch: UploadBatchRef,
  options: TStudentUploadProcessOptions,
): Promise<UploadCounts> {
  if (options.purge_mode === 0) return {};
  const now = tx.now();
  const [counts] = await tx.db.$queryRaw<[{ deleted: number; deactivated: number }]>`
    WITH gone AS (${purgeCandidates(batch)}),
    deleted AS (
      DELETE FROM students s USING gone WHERE s.id = gone.id AND ${options.purge_mode === 2} AND NOT gone.has_orders
      RETURNING s.id
    ),
    deactivated AS (
      UPDATE students s SET active = false, updated_at = ${now} FROM gone
      WHERE s.id = gone.id AND (${options.purge_mode === 1} OR gone.has_orders)
      RETURNING s.id
    )
    SELECT (SELECT count(*)::int FROM deleted) AS deleted, (SELECT count(*)::int FROM deactivated) AS deactivated`;
  return counts;
}
