/**
 * The students and staff lists of /{module}/settings/students-and-groups: the records of
 * one school or of the actor's whole subtree, searched by name and ID, paged by keyset on
 * (last name, first name, id) so a page deep into 50,000 students costs what the first does. The
 * words are matched on the expression the trigram index covers, as the terminal's search does.
 */
import type { TListStudentsRequest } from "@paydesk/validators";
import { escapeLike } from "../../platform/like.ts";
import { companyInScope } from "../../platform/company-scope.ts";
import type { ActorTxContext } from "../../platform/context.ts";
import { decodeKeysetCursor, encodeKeysetCursor } from "../../platform/keyset.ts";
import { runHot } from "../../platform/sql.ts";
import { STUDENT_SEARCH_EXPRESSION } from "../search.ts";

export interface StudentRecord {
  id: number;
  companyId: number;
  companyName: string;
  externalId: string;
  sisId: string | null;
  firstName: string;
  lastName: string;
  grade: string | null;
  teacher: string | null;
  active: boolean;
  isStaff: boolean;
}

export interface StudentPage {
  rows: StudentRecord[];
  /** Pass as `after` for the next page; null on the last page. */
  nextCursor: string | null;
}

const MAX_WORDS = 5;

interface Cursor {
  lastName: string;
  firstName: string;
  id: number;
}

/** An opaque cursor: the last row's sort key. A cursor that does not parse starts from the top. */
function parseCursor(after: string | undefined): Cursor | null {
  const key = decodeKeysetCursor(after, ["string", "string", "int"]);
  return key ? { lastName: key[0] as string, firstName: key[1] as string, id: key[2] as number } : null;
}

const cursorOf = (row: StudentRecord) => encodeKeysetCursor([row.lastName, row.firstName, row.id]);

/** The page statement and its values (exported for the plan test). */
export function studentListStatement(companyPath: string, input: TListStudentsRequest, cursor: Cursor | null) {
  const values: unknown[] = [`${escapeLike(companyPath)}%`, input.staff];
  const param = (value: unknown) => `$${values.push(value)}`;
  const where = ["s.company_id IN (SELECT c.id FROM companies c WHERE c.path LIKE $1)", "s.is_staff = $2"];
  if (!input.includeInactive) where.push("s.active");
  for (const word of input.search.split(/\s+/).filter(Boolean).slice(0, MAX_WORDS)) {
    where.push(`${STUDENT_SEARCH_EXPRESSION} ILIKE ${param(`%${escapeLike(word)}%`)}`);
  }
  if (cursor) {
    where.push(
      `(s.last_name, s.first_name, s.id) > (${param(cursor.lastName)}, ${param(cursor.firstName)}, ${param(cursor.id)})`,
    );
  }
  const limit = param(input.pageSize + 1);
  const text = `
    SELECT s.id, s.company_id AS "companyId", c.name AS "companyName", s.external_id AS "externalId", s.sis_id AS "sisId",
           s.first_name AS "firstName", s.last_name AS "lastName", s.grade, s.teacher, s.active, s.is_staff AS "isStaff"
    FROM students s JOIN companies c ON c.id = s.company_id
    WHERE ${where.join(" AND ")}
    ORDER BY s.last_name, s.first_name, s.id
    LIMIT ${limit}`;
  return { text, values };
}

export async function listStudents(ctx: ActorTxContext, input: TListStudentsRequest): Promise<StudentPage> {
  const company = await companyInScope(ctx.db, ctx.actor, input.companyId);
  const { text, values } = studentListStatement(company.path, input, parseCursor(input.after));
  const records = await runHot<StudentRecord>(ctx.db, { text }, values);
  const rows = records.slice(0, input.pageSize);
  const last = rows.at(-1);
  return { rows, nextCursor: records.length > input.pageSize && last ? cursorOf(last) : null };
}
