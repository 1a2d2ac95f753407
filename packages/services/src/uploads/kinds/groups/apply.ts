import { Prisma, type DbTx } from "@paydesk/db";
import type { UploadBatchRef, UploadCounts, UploadPlan } from "../../core/kind.ts";
import { groupsStartOptions, startGroupName } from "./check.ts";
import { uploadCompanyPath } from "./scope.ts";

interface RowRange {
  fromId: bigint;
  toId: bigint;
}

/**
 * The batch's valid, kept rows (in a range, or all) as (group_name, student_id, site_id): the one
 * place the staged JSON is read, so checking, planning and applying agree on what a row means.
 */
function namedRows(batch: UploadBatchRef, range: RowRange | null): Prisma.Sql {
  const fixedName = startGroupName(groupsStartOptions(batch.options));
  const inRange = range ? Prisma.sql`AND r.id BETWEEN ${range.fromId} AND ${range.toId}` : Prisma.empty;
  return Prisma.sql`
    SELECT COALESCE(${fixedName}::text, btrim(r.data->>'group_name')) AS group_name,
           btrim(r.data->>'student_id') AS student_id,
           NULLIF(btrim(COALESCE(r.data->>'site_id', '')), '') AS site_id
    FROM upload_rows r
    WHERE r.batch_id = ${batch.id} ${inRange} AND NOT r.removed AND cardinality(r.errors) = 0`;
}

/**
 * Two names are one group's name when their keys agree (domain groups/names.ts groupNameKey; the SQL
 * function and the unique index it backs come from migration groups_name_ci): "band" in a file is
 * the company's "Band", not a new group.
 */
const sameGroupName = (stored: string, named: string) =>
  Prisma.raw(`student_group_name_key(${stored}) = student_group_name_key(${named})`);

/** Each named row's student, looked up in the upload company's subtree (and at its site when given). */
function resolvedStudents(path: string): Prisma.Sql {
  return Prisma.sql`
    SELECT DISTINCT n.group_name, s.id AS student_id
    FROM named n
    JOIN students s ON s.external_id = n.student_id
    JOIN companies c ON c.id = s.company_id AND starts_with(c.path, ${path})
    WHERE n.site_id IS NULL OR s.company_id::text = n.site_id`;
}

/**
 * Add the range's students to their groups in two statements whatever its size: the groups the
 * file names and the company lacks are created (upsert by name), then every membership is inserted
 * from the staged rows; one already there is left alone (counted as skipped).
 */
export async function applyGroupRows(db: DbTx, batch: UploadBatchRef, range: RowRange): Promise<UploadCounts> {
  const path = await uploadCompanyPath(db, batch.companyId);
  await db.$executeRaw(Prisma.sql`
    WITH named AS (${namedRows(batch, range)})
    INSERT INTO student_groups (company_id, name, is_smart, updated_at)
    SELECT DISTINCT ${batch.companyId}::int, n.group_name, false, now() FROM named n
    ON CONFLICT (company_id, student_group_name_key(name)) DO NOTHING`);
  const [counts] = await db.$queryRaw<[{ valid: number; added: number }]>(Prisma.sql`
    WITH named AS (${namedRows(batch, range)}),
    resolved AS (${resolvedStudents(path)}),
    added AS (
      INSERT INTO student_group_members (group_id, student_id)
      SELECT g.id, r.student_id FROM resolved r
      JOIN student_groups g ON g.company_id = ${batch.companyId} AND ${sameGroupName("g.name", "r.group_name")} AND NOT g.is_smart
      ON CONFLICT DO NOTHING
      RETURNING 1)
    SELECT (SELECT count(*) FROM named)::int AS valid, (SELECT count(*) FROM added)::int AS added`);
  return { created: counts.added, skipped: counts.valid - counts.added };
}

const NOTE_NAMES = 20;

/** What processing will do: memberships to add, rows already in their group, and the groups to create (named in a note). */
export async function planGroupRows(db: DbTx, batch: UploadBatchRef): Promise<UploadPlan> {
  const path = await uploadCompanyPath(db, batch.companyId);
  const [[members], newGroups] = await Promise.all([
    db.$queryRaw<[{ valid: number; fresh: number }]>(Prisma.sql`
      WITH named AS (${namedRows(batch, null)}),
      resolved AS (${resolvedStudents(path)})
      SELECT (SELECT count(*) FROM named)::int AS valid,
             (SELECT count(*) FROM resolved r WHERE NOT EXISTS (
                SELECT 1 FROM student_group_members m JOIN student_groups g ON g.id = m.group_id
                WHERE g.company_id = ${batch.companyId} AND ${sameGroupName("g.name", "r.group_name")} AND m.student_id = r.student_id))::int AS fresh`),
    db.$queryRaw<{ group_name: string }[]>(Prisma.sql`
      WITH named AS (${namedRows(batch, null)})
      SELECT DISTINCT n.group_name FROM named n
      WHERE NOT EXISTS (SELECT 1 FROM student_groups g WHERE g.company_id = ${batch.companyId} AND ${sameGroupName("g.name", "n.group_name")})
      ORDER BY n.group_name LIMIT ${NOTE_NAMES + 1}`),
  ]);
  const names = newGroups.map((row) => row.group_name);
  const notes =
    names.length === 0 ? [] : [`New groups: ${names.slice(0, NOTE_NAMES).join(", ")}${names.length > NOTE_NAMES ? ", …" : ""}`];
  // The core fills in total and invalid.
  return { total: 0, invalid: 0, created: members.fresh, skipped: members.valid - members.fresh, notes };
}
