/**
 * Applying a range of staged student rows: three set-based statements, whatever the range's size
 * (docs/product/uploads.md; set-based, never row by row):
 * 1. students: update the ones on file whose values changed (a blank food balance keeps theirs)
 *    and insert the new ones (not in sis-only mode: then the SIS owns the roster); one line per
 *    parent e-mail of the range into a temporary table (upload_range_parents);
 * 2. parent accounts for e-mails that have none yet: kind PARENT, no password (the marker below
 *    never verifies); they choose one through the password-reset link, so no argon2 per row;
 * 3. the parents' address and phone (blank cells keep what is on file), and the links from each
 *    parent account to its students (existing links are kept).
 * Each statement reads the staged rows or a temporary table once and looks real tables up by
 * forced index probes (LATERAL … LIMIT 1), never one CTE joined to another: the planner cannot
 * know how many rows a CTE holds (it guesses one), and a nested loop of two 2,000-row CTEs cost
 * seconds per range when this was one statement (see bench/README.md); nor a hash of a whole real
 * table, which it preferred at 5,000 probes (the users table's 75,000 rows hashed three times a
 * range in the student bench, and growing with every school). New rows get their ids from the
 * table's sequence in the statement that finds them missing, so what follows needs no second
 * lookup. Students and parent accounts skip what exists by that probe rather than ON CONFLICT: a
 * speculative insertion per row cost twice a plain one (measured). The links are the exception:
 * ON CONFLICT on their key, because their NOT EXISTS was planned as a scan of the whole
 * parent_students table per row whenever its statistics called it small (770 vs 120 ms a range).
 * A student or parent account another session inserts between the probe and the insert makes the
 * range fail on the unique index; the transaction rolls back and processing again resumes at that
 * range, now finding it.
 * Accounts of another kind with the same e-mail are never linked: the row rules refuse those rows,
 * and the statements take only kind PARENT in case one appeared since.
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
 * One line per parent e-mail of the range: each field from the last row that fills it, and the
 * students of every row naming it. Written by the range's first statement and read by its second
 * (which gives each line its account in upload_range_accounts); a temporary table created once per
 * pooled connection and emptied at every commit, so its rows never outlive the range's transaction.
 */
const PARENTS_TABLE = Prisma.sql`CREATE TEMP TABLE IF NOT EXISTS upload_range_parents (
    email_normalized text NOT NULL, email text NOT NULL, company_id int NOT NULL, fname text NOT NULL, lname text NOT NULL,
    street text NOT NULL, city text NOT NULL, state text NOT NULL, postal_code text NOT NULL, phone text NOT NULL,
    student_ids int[] NOT NULL
  ) ON COMMIT DELETE ROWS`;

/** Each parent e-mail's account (found or created) with what its contact and links need; same lifetime. */
const ACCOUNTS_TABLE = Prisma.sql`CREATE TEMP TABLE IF NOT EXISTS upload_range_accounts (
    user_id int NOT NULL, street text NOT NULL, city text NOT NULL, state text NOT NULL, postal_code text NOT NULL,
    phone text NOT NULL, student_ids int[] NOT NULL
  ) ON COMMIT DELETE ROWS`;

/** What a range's first part (run while the range before it may still be applying) leaves for the second. */
export interface PreparedStudentRange {
  rows: number;
  created: number;
  updated: number;
  parents: number;
}

/**
 * The range's first part (core/pipeline.ts `prepareRange`): its students, and one line per parent
 * e-mail in upload_range_parents. It touches only this range's students (keyed by its rows) and
 * the connection's temporary table, so it may run while the range before it creates parent
 * accounts and links; a student named in both ranges makes it wait for (or fail on) that range's
 * commit.
 */
export async function prepareStudentRange(
  tx: ActorTxContext,
  batch: UploadBatchRef,
  range: RowRange,
  options: TStudentUploadProcessOptions,
): Promise<PreparedStudentRange> {
  await tx.db.$executeRaw(PARENTS_TABLE);
  const [counts] = await tx.db.$queryRaw<[PreparedStudentRange]>(applyStatements(batch.id, range, options, tx.now()).students);
  return counts;
}

/**
 * The range's second part, after the range before it committed: parent accounts for new e-mails,
 * their contacts and links. Run in file order, so a parent named across ranges is created once and
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
    await tx.db.$executeRaw(ACCOUNTS_TABLE);
    const [accounts] = await tx.db.$queryRaw<[{ created: number }]>(statements.accounts);
    // The links' foreign-key checks look up these two tables row by row (see analyzeIfOutgrown).
    await analyzeIfOutgrown(tx, "users", accounts.created);
    await analyzeIfOutgrown(tx, "students", counts.created);
    await tx.db.$executeRaw(statements.links);
  }
  // Rows that changed nothing (and earlier rows of a student the range names twice) are skipped.
  return { created: counts.created, updated: counts.updated, skipped: counts.rows - counts.created - counts.updated };
}

/** Below this many rows added, a table too small for its statistics still costs little to scan. */
export const OUTGROWN_STATISTICS_ROWS = 1000;

/**
 * ANALYZE `table` when this range adds at least as many rows as its statistics say it holds (and
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

/**
 * The range's three statements (exported for EXPLAIN when tuning them).
 *
 * `students` reads the range's rows once (src): each row's student is looked up by its key with a
 * forced index probe (LATERAL … LIMIT 1: the planner cannot know how many rows a range holds, and
 * at 5,000 it would rather hash the whole table), and a new student's id is drawn from the
 * table's sequence right there, so its parents need no second look at students (nor a join to the
 * INSERT's RETURNING: two CTEs joined is what once cost seconds a range). Updates, inserts and the
 * parents' lines then come from src alone.
 *
 * `accounts` gives each e-mail its account (an existing one looked up by a forced probe, or a new
 * id drawn from the users sequence), creates the new ones and writes every e-mail's account id
 * with what its contact and links need into upload_range_accounts; `links` upserts the contacts
 * and adds the links from that table alone: no second lookup of users, no join. Two statements,
 * not one, so that analyzeIfOutgrown counts the new accounts before the links' key checks.
 */
export function applyStatements(batchId: number, range: RowRange, options: TStudentUploadProcessOptions, now: Date) {
  const students = Prisma.sql`WITH src AS MATERIALIZED (
      SELECT src.*, s.id AS student_id, s.id IS NOT NULL AND ${studentDiffers} AS changed,
        CASE WHEN s.id IS NULL AND NOT ${options.sis_only_mode} THEN nextval('students_id_seq'::regclass)::int END AS new_id
      FROM (${studentSource(batchId, range)}) src
      LEFT JOIN LATERAL (SELECT * FROM students s WHERE s.company_id = src.company_id AND s.external_id = src.external_id LIMIT 1) s ON true
    ),
    updated AS (
      UPDATE students s SET sis_id = src.sis_id, first_name = src.first_name, last_name = src.last_name, grade = src.grade,
        teacher = src.teacher, food_balance_cents = coalesce(src.food_balance_cents, s.food_balance_cents),
        free_reduced = src.free_reduced, family_id = src.family_id, is_staff = src.is_staff, active = true, updated_at = ${now}
      FROM src WHERE s.id = src.student_id AND src.changed
      RETURNING 1
    ),
    created AS (
      INSERT INTO students (id, company_id, external_id, sis_id, first_name, last_name, grade, teacher, food_balance_cents,
        free_reduced, family_id, is_staff, active, created_at, updated_at)
      SELECT new_id, company_id, external_id, sis_id, first_name, last_name, grade, teacher, coalesce(food_balance_cents, 0),
        free_reduced, family_id, is_staff, true, ${now}, ${now}
      FROM src WHERE new_id IS NOT NULL
      RETURNING 1
    ),
    -- The parents of every row whose student is on file or created now (in sis-only mode, unknown
    -- students have none): one line per filled parent slot.
    slots AS (
      SELECT src.row_id, src.company_id, coalesce(src.student_id, src.new_id) AS student_id, p.*
      FROM src CROSS JOIN LATERAL ${parentsOfSource}
      WHERE src.student_id IS NOT NULL OR src.new_id IS NOT NULL
    ),
    parents AS (
      INSERT INTO upload_range_parents
      SELECT email_normalized, (array_agg(email ORDER BY row_id DESC))[1], (array_agg(company_id ORDER BY row_id DESC))[1],
        ${lastFilled("fname")}, ${lastFilled("lname")}, ${lastFilled("street")}, ${lastFilled("city")}, ${lastFilled("state")},
        ${lastFilled("postal_code")}, ${lastFilled("phone")}, array_agg(DISTINCT student_id)
      FROM slots GROUP BY email_normalized
      RETURNING 1
    )
    SELECT (SELECT count(*)::int FROM upload_rows r WHERE ${appliedRowsWhere(batchId, range)}) AS rows,
      (SELECT count(*)::int FROM created) AS created, (SELECT count(*)::int FROM updated) AS updated,
      (SELECT count(*)::int FROM parents) AS parents`;
  const accounts = Prisma.sql`WITH accounts AS MATERIALIZED (
      SELECT p.*, coalesce(u.id, nextval('users_id_seq'::regclass)::int) AS user_id, u.id IS NULL AS is_new
      FROM upload_range_parents p
      LEFT JOIN LATERAL (SELECT id, kind FROM users u WHERE u.email_normalized = p.email_normalized LIMIT 1) u ON true
      WHERE u.id IS NULL OR u.kind = 'PARENT'
    ),
    created AS (
      INSERT INTO users (id, kind, company_id, email, email_normalized, first_name, last_name, password_hash, applications, created_at, updated_at)
      SELECT user_id, 'PARENT'::"UserKind", company_id, email, email_normalized, fname, lname, ${NO_PASSWORD_HASH},
        ARRAY['PARENT']::"AppModule"[], ${now}, ${now}
      FROM accounts WHERE is_new
      RETURNING 1
    ),
    resolved AS (
      INSERT INTO upload_range_accounts SELECT user_id, street, city, state, postal_code, phone, student_ids FROM accounts
    )
    SELECT (SELECT count(*)::int FROM created) AS created`;
  const links = Prisma.sql`WITH contacts AS (
      INSERT INTO parent_contacts AS c (user_id, street, city, state, postal_code, phone, updated_at)
      SELECT user_id, nullif(street, ''), nullif(city, ''), nullif(state, ''), nullif(postal_code, ''), nullif(phone, ''), ${now}
      FROM upload_range_accounts WHERE (street, city, state, postal_code, phone) <> ('', '', '', '', '')
      ON CONFLICT (user_id) DO UPDATE SET street = coalesce(excluded.street, c.street), city = coalesce(excluded.city, c.city),
        state = coalesce(excluded.state, c.state), postal_code = coalesce(excluded.postal_code, c.postal_code),
        phone = coalesce(excluded.phone, c.phone), updated_at = excluded.updated_at
      WHERE (c.street, c.city, c.state, c.postal_code, c.phone) IS DISTINCT FROM (coalesce(excluded.street, c.street),
        coalesce(excluded.city, c.city), coalesce(excluded.state, c.state), coalesce(excluded.postal_code, c.postal_code),
        coalesce(excluded.phone, c.phone))
    )
    INSERT INTO parent_students (parent_id, student_id)
    SELECT user_id, unnest(student_ids) FROM upload_range_accounts
    ON CONFLICT (parent_id, student_id) DO NOTHING`;
  return { students, accounts, links };
}
