/**
 * The student-upload bench's data: two schools of its own under the demo district (one the upload
 * fills, one the COPY reference fills, so their keys never collide), emptied at the start of each
 * run so every run creates the same 100,000 students; and the file itself, written once to disk
 * by the test helpers' streamed generator (tests/helpers/student-csv.ts).
 */
import { createWriteStream, existsSync, statSync } from "node:fs";
import { mkdir } from "node:fs/promises";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { fileURLToPath } from "node:url";
import type { Db } from "@paydesk/db";
import { studentCsvStream } from "@paydesk/tests/student-csv";

const HERE = path.dirname(fileURLToPath(import.meta.url));
export const BENCH_FILE_DIR = path.join(HERE, "..", ".data");

export const UPLOAD_SCHOOL = "Bench Student Upload School";
export const COPY_SCHOOL = "Bench Student COPY School";
/** The demo district's master administrator: both bench schools are in their subtree. */
export const UPLOADER = { email: "district@demo.test", password: "District-Demo-1" };
/** The generated file's Student IDs and parent e-mails carry this tag. */
export const FILE_TAG = "BENCH";

async function benchSchool(db: Db, name: string): Promise<number> {
  const district = await db.company.findFirstOrThrow({ where: { kind: "DISTRICT", name: "Springfield School District" } });
  const found = await db.company.findFirst({ where: { name, parentId: district.id } });
  if (found) return found.id;
  const created = await db.company.create({ data: { kind: "SCHOOL", name, parentId: district.id, path: `pending:${name}` } });
  await db.company.update({ where: { id: created.id }, data: { path: `${district.path}${created.id}/` } });
  return created.id;
}

/**
 * Runs `remove` (a DELETE on `table`) with a temporary index on every single-column foreign key
 * that references `table` without one, dropped again in the same transaction. Why: PostgreSQL
 * checks each deleted row against every referencing table; without an index that is a scan of the
 * whole table per row. The checkout bench (same bench/.data) leaves ~36,000 orders whose
 * `taken_by_id` and `payments.taken_by_id` reference users unindexed, and deleting the file's
 * 75,000 parents then took over 12 minutes. The product does not index those columns (a trade
 * against the checkout's insert cost); the bench's own cleanup must not depend on that.
 */
async function deleteWithForeignKeyIndexes(db: Db, table: "users" | "students", remove: (tx: Db) => Promise<unknown>): Promise<void> {
  await db.$transaction(
    async (tx) => {
      const unindexed = await tx.$queryRaw<{ tbl: string; col: string }[]>`
        SELECT format('%I', c.conrelid::regclass::text) AS tbl, format('%I', a.attname) AS col
        FROM pg_constraint c JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = c.conkey[1]
        WHERE c.contype = 'f' AND c.confrelid = ${table}::regclass AND cardinality(c.conkey) = 1
          AND NOT EXISTS (SELECT 1 FROM pg_index i WHERE i.indrelid = c.conrelid AND i.indkey[0] = c.conkey[1])`;
      const names = unindexed.map((_, i) => `bench_cleanup_fk_${i}`);
      for (const [i, { tbl, col }] of unindexed.entries()) await tx.$executeRawUnsafe(`CREATE INDEX ${names[i]} ON ${tbl} (${col})`);
      await remove(tx as unknown as Db);
      for (const name of names) await tx.$executeRawUnsafe(`DROP INDEX ${name}`);
    },
    { timeout: 10 * 60_000, maxWait: 60_000 },
  );
}

/** The copy school's students gone again after the COPY reference (before the upload runs). */
export async function emptySchool(db: Db, companyId: number): Promise<void> {
  await deleteWithForeignKeyIndexes(db, "students", (tx) => tx.$executeRaw`DELETE FROM students WHERE company_id = ${companyId}`);
}

/**
 * Both schools, with no students, no upload batches (their staged rows are kept for a week, so
 * every run would add 100,000 rows to `upload_rows` and later runs would measure a larger table)
 * and the file's parent accounts gone (from an earlier run). Then VACUUM ANALYZE, so every run
 * starts from the same statistics: tables that look as small as they now are, as at a new school
 * (the upload must stay fast from there: see the students kind's analyzeIfOutgrown).
 */
export async function prepareSchools(db: Db): Promise<{ uploadSchool: number; copySchool: number }> {
  const uploadSchool = await benchSchool(db, UPLOAD_SCHOOL);
  const copySchool = await benchSchool(db, COPY_SCHOOL);
  await deleteWithForeignKeyIndexes(db, "students", (tx) => tx.$executeRaw`DELETE FROM students WHERE company_id IN (${uploadSchool}, ${copySchool})`);
  const parents = `${FILE_TAG.toLowerCase()}.%@families.test`;
  await deleteWithForeignKeyIndexes(db, "users", (tx) => tx.$executeRaw`DELETE FROM users WHERE kind = 'PARENT' AND email_normalized LIKE ${parents}`);
  await db.$executeRaw`DELETE FROM upload_batches WHERE company_id IN (${uploadSchool}, ${copySchool})`;
  for (const table of ["students", "users", "parent_students", "parent_contacts", "upload_batches", "upload_rows"]) {
    await db.$executeRawUnsafe(`VACUUM ANALYZE ${table}`).catch(() => undefined);
  }
  return { uploadSchool, copySchool };
}

/** The file of `rows` rows for `companyId`, written once per (rows, company, bad rows) and reused. */
export async function benchFile(rows: number, companyId: number, badRows: number[]): Promise<{ file: string; bytes: number }> {
  await mkdir(BENCH_FILE_DIR, { recursive: true });
  const file = path.join(BENCH_FILE_DIR, `students-${rows}-${companyId}-${badRows.length}bad.csv`);
  if (!existsSync(file)) {
    await pipeline(studentCsvStream({ rows, companyIds: [companyId], badRows, tag: FILE_TAG, seed: 2026 }), createWriteStream(file));
  }
  return { file, bytes: statSync(file).size };
}
