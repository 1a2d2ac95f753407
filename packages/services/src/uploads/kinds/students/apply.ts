/**
 * Applying a range of staged student rows: five set-based statements, whatever the range's size
 * (spec 2 §4, issue 11 "never row by row"):
 * 1. update the students on file whose values changed (a blank food balance keeps theirs);
 * 2. insert the new ones (not in sis-only mode: then the SIS owns the roster);
 * 3. create the parent accounts whose e-mail has none yet: kind PARENT, no password (the marker
 *    below never verifies); they choose one through the password-reset link, so no argon2 per row;
 * 4. record the parents' address and phone (blank cells keep what is on file);
 * 5. link each parent account to its students (existing links are kept).
 * Accounts of another kind with the same e-mail are never linked: the row rules refuse those rows,
 * and steps 3-5 join on kind PARENT in case one appeared since.
 */
import { Prisma } from "@paydesk/db";
import type { TStudentUploadProcessOptions } from "@paydesk/validators";
import type { ActorTxContext } from "../../../platform/context.ts";
import type { UploadBatchRef, UploadCounts } from "../../core/kind.ts";
import { appliedRowsWhere, parentsOfSource, studentDiffers, studentSource, type RowRange } from "./source.ts";

/** Not an argon2 hash, so no password ever matches it: the account waits for its reset link. */
export const NO_PASSWORD_HASH = "!upload:no-password";

export async function applyStudentRange(
  tx: ActorTxContext,
  batch: UploadBatchRef,
  range: RowRange,
  options: TStudentUploadProcessOptions,
): Promise<UploadCounts> {
  const db = tx.db;
  const now = tx.now();
  const src = studentSource(batch.id, range);

  const [{ rows }] = await db.$queryRaw<[{ rows: number }]>`SELECT count(*)::int AS rows FROM upload_rows r
    WHERE ${appliedRowsWhere(batch.id, range)}`;
  if (rows === 0) return {};

  const updated = await db.$executeRaw`WITH src AS (${src})
    UPDATE students s SET sis_id = src.sis_id, first_name = src.first_name, last_name = src.last_name, grade = src.grade,
      teacher = src.teacher, food_balance_cents = coalesce(src.food_balance_cents, s.food_balance_cents),
      free_reduced = src.free_reduced, family_id = src.family_id, is_staff = src.is_staff, active = true, updated_at = ${now}
    FROM src WHERE s.company_id = src.company_id AND s.external_id = src.external_id AND ${studentDiffers}`;

  const created = options.sis_only_mode
    ? 0
    : await db.$executeRaw`WITH src AS (${src})
    INSERT INTO students (company_id, external_id, sis_id, first_name, last_name, grade, teacher, food_balance_cents,
      free_reduced, family_id, is_staff, active, created_at, updated_at)
    SELECT company_id, external_id, sis_id, first_name, last_name, grade, teacher, coalesce(food_balance_cents, 0),
      free_reduced, family_id, is_staff, true, ${now}, ${now}
    FROM src ON CONFLICT (company_id, external_id) DO NOTHING`;

  // The parents of rows whose student is on file now (in sis-only mode, unknown students have none).
  const parents = Prisma.sql`src AS (${src}),
    parents AS (
      SELECT src.row_id, s.id AS student_id, s.company_id, p.*
      FROM src JOIN students s ON s.company_id = src.company_id AND s.external_id = src.external_id
      CROSS JOIN LATERAL ${parentsOfSource}
      WHERE p.email_normalized <> ''
    ),
    latest AS (SELECT DISTINCT ON (email_normalized) * FROM parents ORDER BY email_normalized, row_id DESC)`;

  await db.$executeRaw`WITH ${parents}
    INSERT INTO users (kind, company_id, email, email_normalized, first_name, last_name, password_hash, applications,
      created_at, updated_at)
    SELECT 'PARENT'::"UserKind", company_id, email, email_normalized, fname, lname, ${NO_PASSWORD_HASH},
      ARRAY['PARENT']::"AppModule"[], ${now}, ${now}
    FROM latest ON CONFLICT (email_normalized) DO NOTHING`;

  await db.$executeRaw`WITH ${parents}
    INSERT INTO parent_contacts AS c (user_id, street, city, state, postal_code, phone, updated_at)
    SELECT u.id, nullif(street, ''), nullif(city, ''), nullif(state, ''), nullif(postal_code, ''), nullif(phone, ''), ${now}
    FROM latest JOIN users u ON u.email_normalized = latest.email_normalized AND u.kind = 'PARENT'
    WHERE (street, city, state, postal_code, phone) <> ('', '', '', '', '')
    ON CONFLICT (user_id) DO UPDATE SET street = coalesce(excluded.street, c.street), city = coalesce(excluded.city, c.city),
      state = coalesce(excluded.state, c.state), postal_code = coalesce(excluded.postal_code, c.postal_code),
      phone = coalesce(excluded.phone, c.phone), updated_at = excluded.updated_at
    WHERE (c.street, c.city, c.state, c.postal_code, c.phone) IS DISTINCT FROM (coalesce(excluded.street, c.street),
      coalesce(excluded.city, c.city), coalesce(excluded.state, c.state), coalesce(excluded.postal_code, c.postal_code),
      coalesce(excluded.phone, c.phone))`;

  await db.$executeRaw`WITH ${parents}
    INSERT INTO parent_students (parent_id, student_id)
    SELECT DISTINCT u.id, parents.student_id
    FROM parents JOIN users u ON u.email_normalized = parents.email_normalized AND u.kind = 'PARENT'
    ON CONFLICT DO NOTHING`;

  // Rows that changed nothing (and earlier rows of a student the range names twice) are skipped.
  return { created, updated, skipped: rows - created - updated };
}
