/**
 * Applying a range of staged student rows: ONE statement, whatever the range's size (spec 2 §4,
 * issue 11 "never row by row"). Its data-modifying CTEs, in order:
 * - `updated`: the students on file whose values changed (a blank food balance keeps theirs);
 * - `created`: the new ones (not in sis-only mode: then the SIS owns the roster);
 * - `new_parents`: parent accounts for e-mails that have none yet: kind PARENT, no password (the
 *   marker below never verifies); they choose one through the password-reset link, so no argon2
 *   per row;
 * - `contacts`: the parents' address and phone (blank cells keep what is on file);
 * - `links`: each parent account linked to its students (existing links are kept).
 * One statement sees one snapshot, so the students and parents that exist already are read from
 * it and the ones this statement creates come from RETURNING. On a machine where every round trip
 * waits for a CPU, one statement per range instead of six was most of the upload's speed (bench/).
 * Accounts of another kind with the same e-mail are never linked: the row rules refuse those rows,
 * and the statement joins on kind PARENT in case one appeared since.
 */
import { Prisma } from "@paydesk/db";
import type { TStudentUploadProcessOptions } from "@paydesk/validators";
import type { ActorTxContext } from "../../../platform/context.ts";
import type { UploadBatchRef, UploadCounts } from "../../core/kind.ts";
import { appliedRowsWhere, parentsOfSource, studentDiffers, studentSource, type RowRange } from "./source.ts";

const lastFilled = (field: string) =>
  Prisma.sql`coalesce((array_agg(${Prisma.raw(field)} ORDER BY row_id DESC) FILTER (WHERE ${Prisma.raw(field)} <> ''))[1], '')`;

/** Not an argon2 hash, so no password ever matches it: the account waits for its reset link. */
export const NO_PASSWORD_HASH = "!upload:no-password";

export async function applyStudentRange(
  tx: ActorTxContext,
  batch: UploadBatchRef,
  range: RowRange,
  options: TStudentUploadProcessOptions,
): Promise<UploadCounts> {
  const now = tx.now();
  const [counts] = await tx.db.$queryRaw<[{ rows: number; created: number; updated: number }]>`
    WITH src AS MATERIALIZED (${studentSource(batch.id, range)}),
    updated AS (
      UPDATE students s SET sis_id = src.sis_id, first_name = src.first_name, last_name = src.last_name, grade = src.grade,
        teacher = src.teacher, food_balance_cents = coalesce(src.food_balance_cents, s.food_balance_cents),
        free_reduced = src.free_reduced, family_id = src.family_id, is_staff = src.is_staff, active = true, updated_at = ${now}
      FROM src WHERE s.company_id = src.company_id AND s.external_id = src.external_id AND ${studentDiffers}
      RETURNING s.id
    ),
    created AS (
      INSERT INTO students (company_id, external_id, sis_id, first_name, last_name, grade, teacher, food_balance_cents,
        free_reduced, family_id, is_staff, active, created_at, updated_at)
      SELECT company_id, external_id, sis_id, first_name, last_name, grade, teacher, coalesce(food_balance_cents, 0),
        free_reduced, family_id, is_staff, true, ${now}, ${now}
      FROM src WHERE NOT ${options.sis_only_mode}
      ON CONFLICT (company_id, external_id) DO NOTHING
      RETURNING id, company_id, external_id
    ),
    -- Every source row's student as it stands after this statement (in sis-only mode, unknown students have none).
    on_file AS (
      SELECT s.id AS student_id, src.company_id, src.row_id, src.data
      FROM src JOIN students s ON s.company_id = src.company_id AND s.external_id = src.external_id
      UNION ALL
      SELECT c.id, src.company_id, src.row_id, src.data
      FROM created c JOIN src ON src.company_id = c.company_id AND src.external_id = c.external_id
    ),
    parents AS MATERIALIZED (
      SELECT src.student_id, src.company_id, src.row_id, p.* FROM on_file src CROSS JOIN LATERAL ${parentsOfSource} WHERE p.email_normalized <> ''
    ),
    -- One line per parent e-mail: each field from the last row that fills it.
    latest AS MATERIALIZED (
      SELECT email_normalized, (array_agg(email ORDER BY row_id DESC))[1] AS email,
        (array_agg(company_id ORDER BY row_id DESC))[1] AS company_id,
        ${lastFilled("fname")} AS fname, ${lastFilled("lname")} AS lname, ${lastFilled("street")} AS street,
        ${lastFilled("city")} AS city, ${lastFilled("state")} AS state, ${lastFilled("postal_code")} AS postal_code,
        ${lastFilled("phone")} AS phone
      FROM parents GROUP BY email_normalized
    ),
    new_parents AS (
      INSERT INTO users (kind, company_id, email, email_normalized, first_name, last_name, password_hash, applications, created_at, updated_at)
      SELECT 'PARENT'::"UserKind", company_id, email, email_normalized, fname, lname, ${NO_PASSWORD_HASH},
        ARRAY['PARENT']::"AppModule"[], ${now}, ${now}
      FROM latest
      ON CONFLICT (email_normalized) DO NOTHING
      RETURNING id, email_normalized
    ),
    parent_accounts AS MATERIALIZED (
      SELECT id, email_normalized FROM new_parents
      UNION ALL
      SELECT u.id, u.email_normalized FROM latest JOIN users u ON u.email_normalized = latest.email_normalized AND u.kind = 'PARENT'
    ),
    contacts AS (
      INSERT INTO parent_contacts AS c (user_id, street, city, state, postal_code, phone, updated_at)
      SELECT a.id, nullif(street, ''), nullif(city, ''), nullif(state, ''), nullif(postal_code, ''), nullif(phone, ''), ${now}
      FROM latest JOIN parent_accounts a ON a.email_normalized = latest.email_normalized
      WHERE (street, city, state, postal_code, phone) <> ('', '', '', '', '')
      ON CONFLICT (user_id) DO UPDATE SET street = coalesce(excluded.street, c.street), city = coalesce(excluded.city, c.city),
        state = coalesce(excluded.state, c.state), postal_code = coalesce(excluded.postal_code, c.postal_code),
        phone = coalesce(excluded.phone, c.phone), updated_at = excluded.updated_at
      WHERE (c.street, c.city, c.state, c.postal_code, c.phone) IS DISTINCT FROM (coalesce(excluded.street, c.street),
        coalesce(excluded.city, c.city), coalesce(excluded.state, c.state), coalesce(excluded.postal_code, c.postal_code),
        coalesce(excluded.phone, c.phone))
      RETURNING 1
    ),
    links AS (
      INSERT INTO parent_students (parent_id, student_id)
      SELECT DISTINCT a.id, parents.student_id FROM parents JOIN parent_accounts a ON a.email_normalized = parents.email_normalized
      ON CONFLICT DO NOTHING
      RETURNING 1
    )
    SELECT (SELECT count(*)::int FROM upload_rows r WHERE ${appliedRowsWhere(batch.id, range)}) AS rows,
      (SELECT count(*)::int FROM created) AS created, (SELECT count(*)::int FROM updated) AS updated`;
  // Rows that changed nothing (and earlier rows of a student the range names twice) are skipped.
  return { created: counts.created, updated: counts.updated, skipped: counts.rows - counts.created - counts.updated };
}
