/**
 * Applying a range of staged student rows: a few set-based statements, whatever the range's size
 * (spec 2 §4, issue 11 "never row by row"), the range's parents extracted once into a temporary
 * table (see PARENTS_TABLE):
 * 1. students: update the ones on file whose values changed (a blank food balance keeps theirs)
 *    and insert the new ones (not in sis-only mode: then the SIS owns the roster);
 * 2. parent accounts for e-mails that have none yet: kind PARENT, no password (the marker below
 *    never verifies); they choose one through the password-reset link, so no argon2 per row;
 * 3. the parents' address and phone (blank cells keep what is on file), and the links from each
 *    parent account to its students (existing links are kept).
 * Each statement joins the staged rows to real tables through their indexes and never one CTE to
 * another: the planner cannot know how many rows a CTE holds (it guesses one), and a nested loop
 * of two 2,000-row CTEs cost seconds per range when this was one statement (see bench/README.md).
 * Students and parent accounts skip what exists with NOT EXISTS rather than ON CONFLICT: a
 * speculative insertion per row cost twice a plain one (measured). The links are the exception:
 * ON CONFLICT on their key, because their NOT EXISTS was planned as a scan of the whole
 * parent_students table per row whenever its statistics called it small (770 vs 120 ms a range). A student or parent account another session inserts between
 * the check and the insert makes the range fail on the unique index; the transaction rolls back
 * and processing again resumes at that range, now finding it.
 * Accounts of another kind with the same e-mail are never linked: the row rules refuse those rows,
 * and the statements join on kind PARENT in case one appeared since.
 */
import { Prisma } from "@paydesk/db";
import type { TStudentUploadProcessOptions } from "@paydesk/validators";
import type { ActorTxContext } from "../../../platform/context.ts";
import type { UploadBatchRef, UploadCounts } from "../../core/kind.ts";
import { appliedRowsWhere, parentsOfSource, studentDiffers, studentSource, type RowRange } from "./source.ts";

/** Not an argon2 hash, so no password ever matches it: the account waits for its reset link. */
export const NO_PASSWORD_HASH = "!upload:no-password";

const lastFilled = (field: string) =>
  Prisma.sql`coalesce((array_agg(${Prisma.raw(field)} ORDER BY row_id DESC) FILTER (WHERE ${Prisma.raw(field)} <> ''))[1], '')`;

/**
 * The range's parents (one row per filled parent slot of a row whose student is on file), written
 * once per range and read by both parent statements, instead of each statement extracting them from
 * the staged jsonb again (most of their cost). A temporary table, created once per pooled
 * connection and emptied at every commit, so its rows never outlive the range's transaction; it is
 * ANALYZEd after filling, so the planner knows its size (a CTE's it cannot know, see above).
 */
const PARENTS_TABLE = Prisma.sql`CREATE TEMP TABLE IF NOT EXISTS upload_range_parents (
    row_id bigint NOT NULL, company_id int NOT NULL, student_id int NOT NULL, email_normalized text NOT NULL, email text NOT NULL,
    fname text NOT NULL, lname text NOT NULL, street text NOT NULL, city text NOT NULL, state text NOT NULL,
    postal_code text NOT NULL, phone text NOT NULL
  ) ON COMMIT DELETE ROWS`;

/**
 * One line per parent e-mail of the range, each field from the last row that fills it: what the
 * account, contact and link statements read. Filled in the range's first part (it depends on this
 * range's rows only), so the part that must wait for the range before it no longer aggregates the
 * range's parents twice (it did, once per statement). Same lifetime as upload_range_parents.
 */
const LATEST_TABLE = Prisma.sql`CREATE TEMP TABLE IF NOT EXISTS upload_range_latest (
    email_normalized text NOT NULL, email text NOT NULL, company_id int NOT NULL, fname text NOT NULL, lname text NOT NULL,
    street text NOT NULL, city text NOT NULL, state text NOT NULL, postal_code text NOT NULL, phone text NOT NULL
  ) ON COMMIT DELETE ROWS`;

/** What a range's first part (run while the range before it may still be applying) leaves for the second. */
export interface PreparedStudentRange {
  rows: number;
  created: number;
  updated: number;
  parents: number;
}

/**
 * The range's first part (core/pipeline.ts `prepareRange`): its students, its parents extracted
 * into upload_range_parents and one line per e-mail into upload_range_latest. It touches only this
 * range's students (keyed by its rows) and the connection's temporary tables, so it may run while
 * the range before it creates parent accounts and links; a student named in both ranges makes it
 * wait for (or fail on) that range's commit.
 */
export async function prepareStudentRange(
  tx: ActorTxContext,
  batch: UploadBatchRef,
  range: RowRange,
  options: TStudentUploadProcessOptions,
): Promise<PreparedStudentRange> {
  const statements = applyStatements(batch.id, range, options, tx.now());
  const [counts] = await tx.db.$queryRaw<[{ rows: number; created: number; updated: number }]>(statements.students);
  if (counts.rows === 0) return { ...counts, parents: 0 };
  await tx.db.$executeRaw(PARENTS_TABLE);
  const parents = await tx.db.$executeRaw(statements.rangeParents);
  if (parents > 0) {
    await tx.db.$executeRaw`ANALYZE upload_range_parents`;
    await tx.db.$executeRaw(LATEST_TABLE);
    await tx.db.$executeRaw(statements.rangeLatest);
  }
  return { ...counts, parents };
}

/**
 * The range's second part, after the range before it committed: parent accounts for new e-mails,
 * then contacts and links. Run in file order, so a parent named across ranges is created once and
 * the later row's address wins, as when ranges ran one after the other.
 */
export async function applyStudentRange(
  tx: ActorTxContext,
  batch: UploadBatchRef,
  range: RowRange,
  options: TStudentUploadProcessOptions,
  prepared?: unknown,
): Promise<UploadCounts> {
  const counts = (prepared as PreparedStudentRange | undefined) ?? (await prepareStudentRange(tx, batch, range, options));
  if (counts.parents > 0) {
    const statements = applyStatements(batch.id, range, options, tx.now());
    const createdAccounts = await tx.db.$executeRaw(statements.parentAccounts);
    // The links' foreign-key checks look up these two tables row by row (see analyzeIfOutgrown).
    await analyzeIfOutgrown(tx, "users", createdAccounts);
    await analyzeIfOutgrown(tx, "students", counts.created);
    await tx.db.$executeRaw(statements.parentLinks);
  }
  // Rows that changed nothing (and earlier rows of a student the range names twice) are skipped.
  return { created: counts.created, updated: counts.updated, skipped: counts.rows - counts.created - counts.updated };
}

/** Below this many rows added, a table too small for its statistics still costs little to scan. */
export const OUTGROWN_STATISTICS_ROWS = 1000;

/**
 * ANALYZE `table` when this range added at least as many rows as its statistics say it holds (and
 * at least OUTGROWN_STATISTICS_ROWS). Why: PostgreSQL checks each inserted link's and contact's
 * foreign keys with a lookup on users and students whose plan each connection caches. Planned
 * while the table was small (a new school, or after many rows were deleted: the student bench
 * deletes its 75,000 parents before each run), that plan is a sequential scan and stays one while
 * the upload grows the table, so every range cost more than the one before: 7,500 link checks
 * scanning 75,000 users took 8 s of a range's 12 (measured on the bench's database, 0.3 s once
 * analyzed). ANALYZE counts this transaction's own rows and makes every connection plan those
 * lookups again; the table must double each time, so a run analyzes a few times, not per range.
 */
async function analyzeIfOutgrown(tx: ActorTxContext, table: "users" | "students", added: number): Promise<void> {
  if (added < OUTGROWN_STATISTICS_ROWS) return;
  const [stats] = await tx.db.$queryRaw<[{ rows: number }]>`
    SELECT reltuples::float8 AS rows FROM pg_class WHERE oid = ${table}::regclass`;
  if (added >= stats.rows) await tx.db.$executeRaw(Prisma.sql`ANALYZE ${Prisma.raw(table)}`);
}

/** The statements of a range (exported for EXPLAIN when tuning them); the parent ones read the two temporary tables. */
export function applyStatements(batchId: number, range: RowRange, options: TStudentUploadProcessOptions, now: Date) {
  const src = studentSource(batchId, range);
  const students = Prisma.sql`WITH src AS MATERIALIZED (${src}),
    updated AS (
      UPDATE students s SET sis_id = src.sis_id, first_name = src.first_name, last_name = src.last_name, grade = src.grade,
        teacher = src.teacher, food_balance_cents = coalesce(src.food_balance_cents, s.food_balance_cents),
        free_reduced = src.free_reduced, family_id = src.family_id, is_staff = src.is_staff, active = true, updated_at = ${now}
      FROM src WHERE s.company_id = src.company_id AND s.external_id = src.external_id AND ${studentDiffers}
      RETURNING 1
    ),
    created AS (
      INSERT INTO students (company_id, external_id, sis_id, first_name, last_name, grade, teacher, food_balance_cents,
        free_reduced, family_id, is_staff, active, created_at, updated_at)
      SELECT company_id, external_id, sis_id, first_name, last_name, grade, teacher, coalesce(food_balance_cents, 0),
        free_reduced, family_id, is_staff, true, ${now}, ${now}
      FROM src WHERE NOT ${options.sis_only_mode}
        AND NOT EXISTS (SELECT 1 FROM students s WHERE s.company_id = src.company_id AND s.external_id = src.external_id)
      RETURNING 1
    )
    SELECT (SELECT count(*)::int FROM upload_rows r WHERE ${appliedRowsWhere(batchId, range)}) AS rows,
      (SELECT count(*)::int FROM created) AS created, (SELECT count(*)::int FROM updated) AS updated`;
  // One line per parent e-mail with each field from the last row that fills it.
  const rangeLatest = Prisma.sql`INSERT INTO upload_range_latest
    SELECT email_normalized, (array_agg(email ORDER BY row_id DESC))[1], (array_agg(company_id ORDER BY row_id DESC))[1],
      ${lastFilled("fname")}, ${lastFilled("lname")}, ${lastFilled("street")}, ${lastFilled("city")}, ${lastFilled("state")},
      ${lastFilled("postal_code")}, ${lastFilled("phone")}
    FROM upload_range_parents GROUP BY email_normalized`;
  // The parents of every source row whose student is on file (in sis-only mode, unknown students have none).
  const rangeParents = Prisma.sql`WITH src AS MATERIALIZED (${src})
    INSERT INTO upload_range_parents (row_id, company_id, student_id, email_normalized, email, fname, lname, street, city, state, postal_code, phone)
    SELECT src.row_id, src.company_id, s.id, p.*
    FROM src JOIN students s ON s.company_id = src.company_id AND s.external_id = src.external_id
    CROSS JOIN LATERAL ${parentsOfSource}`;
  const parentAccounts = Prisma.sql`INSERT INTO users (kind, company_id, email, email_normalized, first_name, last_name, password_hash, applications, created_at, updated_at)
    SELECT 'PARENT'::"UserKind", company_id, email, email_normalized, fname, lname, ${NO_PASSWORD_HASH},
      ARRAY['PARENT']::"AppModule"[], ${now}, ${now}
    FROM upload_range_latest latest WHERE NOT EXISTS (SELECT 1 FROM users u WHERE u.email_normalized = latest.email_normalized)`;
  const parentLinks = Prisma.sql`WITH contacts AS (
      INSERT INTO parent_contacts AS c (user_id, street, city, state, postal_code, phone, updated_at)
      SELECT u.id, nullif(street, ''), nullif(city, ''), nullif(state, ''), nullif(postal_code, ''), nullif(phone, ''), ${now}
      FROM upload_range_latest latest JOIN users u ON u.email_normalized = latest.email_normalized AND u.kind = 'PARENT'
      WHERE (street, city, state, postal_code, phone) <> ('', '', '', '', '')
      ON CONFLICT (user_id) DO UPDATE SET street = coalesce(excluded.street, c.street), city = coalesce(excluded.city, c.city),
        state = coalesce(excluded.state, c.state), postal_code = coalesce(excluded.postal_code, c.postal_code),
        phone = coalesce(excluded.phone, c.phone), updated_at = excluded.updated_at
      WHERE (c.street, c.city, c.state, c.postal_code, c.phone) IS DISTINCT FROM (coalesce(excluded.street, c.street),
        coalesce(excluded.city, c.city), coalesce(excluded.state, c.state), coalesce(excluded.postal_code, c.postal_code),
        coalesce(excluded.phone, c.phone))
    )
    INSERT INTO parent_students (parent_id, student_id)
    SELECT DISTINCT u.id, p.student_id
    FROM upload_range_parents p JOIN users u ON u.email_normalized = p.email_normalized AND u.kind = 'PARENT'
    ON CONFLICT (parent_id, student_id) DO NOTHING`;
  return { students, rangeParents, rangeLatest, parentAccounts, parentLinks };
}
