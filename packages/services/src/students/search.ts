/**
 * The student search of the builder's target picker and of the terminal (studentsforcompany(2);
 * docs/product/terminal.md): students of a company and the sites below it whose first name, last
 * name or student number contains every word typed, any case. A company may have 50,000
 * students, so the words are matched against the one expression the trigram index
 * `students_search_trgm_idx` covers (migration student_search_one_index): an OR over the three
 * columns was never planned on their separate indexes. Deactivated students are not offered
 * (students/active.ts).
 */
import type { DbTx } from "@paydesk/db";
import type { Actor } from "@paydesk/domain";
import { escapeLike } from "../platform/like.ts";
import { companyInScope } from "../platform/company-scope.ts";
import { runHot } from "../platform/sql.ts";

export interface StudentSearchMatch {
  id: number;
  externalId: string;
  firstName: string;
  lastName: string;
  grade: string | null;
}

/** At most five words count: a longer search names one student anyway. */
const MAX_WORDS = 5;
/** The indexed expression (students_search_trgm_idx), on `students s`. */
export const STUDENT_SEARCH_EXPRESSION = `(s.first_name || ' ' || s.last_name || ' ' || s.external_id)`;

/** The statement and its values. */
export function studentSearchStatement(companyPath: string, term: string, limit: number): { text: string; values: unknown[] } {
  const words = term.split(/\s+/).filter(Boolean).slice(0, MAX_WORDS);
  const values: unknown[] = [`${escapeLike(companyPath)}%`, limit];
  const matches = words.map((word) => `AND ${STUDENT_SEARCH_EXPRESSION} ILIKE $${values.push(`%${escapeLike(word)}%`)}`);
  const text = `
    SELECT s.id, s.external_id AS "externalId", s.first_name AS "firstName", s.last_name AS "lastName", s.grade
    FROM students s
    WHERE s.company_id IN (SELECT c.id FROM companies c WHERE c.path LIKE $1) AND s.active ${matches.join(" ")}
    ORDER BY s.last_name, s.first_name, s.id
    LIMIT $2`;
  return { text, values };
}

export async function searchStudentsOfCompany(
  db: DbTx,
  actor: Actor,
  input: { companyId: number; term: string; limit: number },
): Promise<StudentSearchMatch[]> {
  const company = await companyInScope(db, actor, input.companyId);
  const { text, values } = studentSearchStatement(company.path, input.term, input.limit);
  return runHot<StudentSearchMatch>(db, { text }, values);
}
