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

/** Both schools, with no students and the file's parent accounts gone (from an earlier run). */
export async function prepareSchools(db: Db): Promise<{ uploadSchool: number; copySchool: number }> {
  const uploadSchool = await benchSchool(db, UPLOAD_SCHOOL);
  const copySchool = await benchSchool(db, COPY_SCHOOL);
  await db.$executeRaw`DELETE FROM students WHERE company_id IN (${uploadSchool}, ${copySchool})`;
  await db.$executeRaw`DELETE FROM users WHERE kind = 'PARENT' AND email_normalized LIKE ${`${FILE_TAG.toLowerCase()}.%@families.test`}`;
  await db.$executeRaw`VACUUM ANALYZE students`.catch(() => undefined);
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
