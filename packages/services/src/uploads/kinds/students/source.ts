/**
 * The SQL pieces every step of the student upload shares: the staged rows read as typed student
 * columns, the four parents of a row, and "this student would change". Plan, apply and purge
 * compose them, so the three agree on what a row means. Only rows the row rules passed are read,
 * and those rules (domain/uploads/students-rows.ts) accept only cells these casts can read.
 */
import { Prisma } from "@paydesk/db";
import {
  STUDENT_UPLOAD_COLUMN_KEYS,
  STUDENT_FREE_WORDS,
  STUDENT_PARENT_SLOTS,
  STUDENT_REDUCED_WORDS,
  STUDENT_YES_WORDS,
  parentColumnKey,
} from "@paydesk/validators";

export interface RowRange {
  fromId: bigint;
  toId: bigint;
}

/**
 * The order a student row's cells are staged in (the kind's `stagedColumns`): the file's 43
 * columns. The order is the stored format of staged rows; changing it needs a migration of them.
 */
export const STUDENT_STAGED_COLUMNS: readonly string[] = STUDENT_UPLOAD_COLUMN_KEYS;

const STAGED_POSITION = new Map(STUDENT_STAGED_COLUMNS.map((key, i) => [key, i]));

/** Cell `key` of staged row `alias` (null when the row stops before it): `data->>i`, a literal index. */
export function stagedCell(alias: "r" | "src", key: string): Prisma.Sql {
  const position = STAGED_POSITION.get(key);
  if (position === undefined) throw new Error(`no staged student column ${key}`);
  return Prisma.raw(`${alias}.data->>${position}`);
}

const cell = (key: string) => Prisma.sql`coalesce(${stagedCell("r", key)}, '')`;
const words = (list: readonly string[]) => Prisma.sql`ARRAY[${Prisma.join(list)}]::text[]`;

/** The staged rows that will be applied: valid, not removed, in the range when one is given. */
export function appliedRowsWhere(batchId: number, range?: RowRange): Prisma.Sql {
  return Prisma.sql`r.batch_id = ${batchId} AND NOT r.removed AND cardinality(r.errors) = 0
    ${range ? Prisma.sql`AND r.id BETWEEN ${range.fromId} AND ${range.toId}` : Prisma.empty}`;
}

/**
 * A CTE body: one row per student key (company, Student ID) with the file's values; when a file
 * names a student twice, its last row wins. `food_balance_cents` is null for a blank cell, which
 * keeps the balance already on file.
 */
export function studentSource(batchId: number, range?: RowRange): Prisma.Sql {
  return Prisma.sql`SELECT DISTINCT ON (company_id, external_id) * FROM (
    SELECT r.id AS row_id, r.data,
      (${stagedCell("r", "company")})::int AS company_id,
      ${stagedCell("r", "external_id")} AS external_id,
      nullif(${cell("sis_id")}, '') AS sis_id,
      ${cell("fname")} AS first_name,
      ${cell("lname")} AS last_name,
      nullif(${cell("grade")}, '') AS grade,
      nullif(${cell("teacher")}, '') AS teacher,
      CASE WHEN ${cell("food_balance")} = '' THEN NULL
        ELSE round(regexp_replace(${stagedCell("r", "food_balance")}, '[$,+]', '', 'g')::numeric * 100)::int END AS food_balance_cents,
      CASE WHEN lower(${cell("is_fr")}) = ANY(${words(STUDENT_FREE_WORDS)}) THEN 'free'
        WHEN lower(${cell("is_fr")}) = ANY(${words(STUDENT_REDUCED_WORDS)}) THEN 'reduced' END AS free_reduced,
      nullif(${cell("family_id")}, '') AS family_id,
      lower(${cell("is_staff")}) = ANY(${words(STUDENT_YES_WORDS)}) AS is_staff
    FROM upload_rows r WHERE ${appliedRowsWhere(batchId, range)}
  ) rows ORDER BY company_id, external_id, row_id DESC`;
}

/** Whether student `s` differs from source row `src` (what an update would change). */
export const studentDiffers = Prisma.sql`(s.sis_id, s.first_name, s.last_name, s.grade, s.teacher, s.food_balance_cents,
    s.free_reduced, s.family_id, s.is_staff, s.active)
  IS DISTINCT FROM (src.sis_id, src.first_name, src.last_name, src.grade, src.teacher,
    coalesce(src.food_balance_cents, s.food_balance_cents), src.free_reduced, src.family_id, src.is_staff, true)`;

const parentField = (slot: number, field: Parameters<typeof parentColumnKey>[1]) =>
  Prisma.sql`coalesce(${stagedCell("src", parentColumnKey(slot, field))}, '')`;

/**
 * A LATERAL body giving the parents of source row `src` that have an e-mail, one row per filled
 * parent slot: (email_normalized, email, fname, lname, street, city, state, postal_code, phone).
 * Each slot's other cells are read only when its e-mail is filled (the WHERE of a one-row
 * subquery runs before its list): most rows fill one or two of the four slots, and reading a jsonb
 * key is most of what this costs.
 */
export const parentsOfSource = Prisma.sql`(${Prisma.join(
  STUDENT_PARENT_SLOTS.map(
    (slot) => Prisma.sql`SELECT lower(email), email, ${parentField(slot, "fname")}, ${parentField(slot, "lname")},
      ${parentField(slot, "street")}, ${parentField(slot, "city")}, ${parentField(slot, "state")},
      ${parentField(slot, "postal_code")}, ${parentField(slot, "phone")}
    FROM (SELECT ${parentField(slot, "email")} AS email) AS slot WHERE email <> ''`,
  ),
  " UNION ALL ",
)}) AS p(email_normalized, email, fname, lname, street, city, state, postal_code, phone)`;
