/**
 * The reference: the same file's rows written into the same `students` table by raw `COPY FROM
 * STDIN` (pg-copy-streams) on one connection, the fastest way PostgreSQL takes rows. The client
 * turns each row into the table's columns (the food balance into cents, the free/reduced word) as
 * the upload's apply step does in SQL; the file's bad rows (known by their position, so the
 * reference spends nothing finding them) are left out, as the upload leaves them out. No checks,
 * no staging, no parents: the floor.
 */
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { performance } from "node:perf_hooks";
import { parseFoodBalanceCents } from "@paydesk/domain";
import { STUDENT_FREE_WORDS, STUDENT_REDUCED_WORDS, STUDENT_YES_WORDS } from "@paydesk/validators";
import type pg from "pg";
import { from as copyFrom } from "pg-copy-streams";
import { fileTable } from "./file-rows.ts";

const COLUMNS =
  "company_id, external_id, sis_id, first_name, last_name, grade, teacher, food_balance_cents, free_reduced, family_id, is_staff, active, created_at, updated_at";

const csv = (value: string | number | boolean | null | undefined) => {
  if (value === null || value === undefined) return "";
  const text = String(value);
  return /[",\r\n]/.test(text) || text === "" ? `"${text.replace(/"/g, '""')}"` : text;
};
const has = (list: readonly string[], value: string | undefined) => list.includes((value ?? "").toLowerCase());

async function* copyLines(file: string, companyId: number, skip: ReadonlySet<number>, now: string, counter: { rows: number }): AsyncGenerator<string> {
  const { header, rows } = await fileTable(file);
  const at = (column: string) => {
    const position = header.indexOf(column);
    if (position === -1) throw new Error(`the bench file has no ${column} column`);
    return position;
  };
  const [externalId, sisId, fname, lname, grade, teacher, foodBalance, isFr, familyId, isStaff] = [
    "external_id", "sis_id", "fname", "lname", "grade", "teacher", "food_balance", "is_fr", "family_id", "is_staff",
  ].map(at) as [number, number, number, number, number, number, number, number, number, number];
  let index = -1;
  for await (const row of rows) {
    index++;
    if (skip.has(index)) continue;
    const cents = parseFoodBalanceCents(row[foodBalance] ?? "");
    counter.rows++;
    const freeReduced = has(STUDENT_FREE_WORDS, row[isFr]) ? "free" : has(STUDENT_REDUCED_WORDS, row[isFr]) ? "reduced" : null;
    yield [
      companyId, row[externalId] ?? "", row[sisId] || null, row[fname] ?? "", row[lname], row[grade] || null, row[teacher] || null,
      cents ?? 0, freeReduced, row[familyId] || null, has(STUDENT_YES_WORDS, row[isStaff]), true, now, now,
    ].map(csv).join(",") + "\n";
  }
}

/** COPY the file's convertible rows into `companyId`; answers the seconds it took and the rows written. */
export async function copyStudents(pool: pg.Pool, file: string, companyId: number, skip: ReadonlySet<number>): Promise<{ seconds: number; rows: number }> {
  const client = await pool.connect();
  const counter = { rows: 0 };
  try {
    const started = performance.now();
    await client.query("BEGIN");
    const stream = client.query(copyFrom(`COPY students (${COLUMNS}) FROM STDIN (FORMAT csv)`));
    await pipeline(Readable.from(copyLines(file, companyId, skip, new Date().toISOString(), counter)), stream);
    await client.query("COMMIT");
    return { seconds: (performance.now() - started) / 1000, rows: counter.rows };
  } catch (error) {
    await client.query("ROLLBACK").catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}
