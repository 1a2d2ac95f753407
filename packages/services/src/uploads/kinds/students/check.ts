/**
 * Checking a chunk of student rows (up to 500): one lookup for the whole chunk — which of its
 * SLNs are companies in the upload's subtree, which of its parent e-mails belong to accounts that
 * are not parents — then the pure row rules on each row.
 */
import { checkStudentRow, studentRowLookupKeys, type StudentRowData } from "@paydesk/domain";
import { runHot, type HotStatement } from "../../../platform/sql.ts";
import type { UploadCheckContext } from "../../core/kind.ts";

/** Once per 500-row chunk: a named statement on the pg pool (platform/sql.ts), not a Prisma query. */
const STUDENT_LOOKUPS: HotStatement = {
  name: "uploads_student_lookups",
  text: `
    SELECT c.id AS company, NULL::text AS email FROM companies c
    WHERE c.id = ANY($1::int[])
      AND c.path LIKE (SELECT b.path FROM companies b WHERE b.id = $2::int) || '%'
    UNION ALL
    SELECT NULL, email_normalized FROM users WHERE email_normalized = ANY($3::text[]) AND kind <> 'PARENT'`,
};

export async function checkStudentRows(ctx: UploadCheckContext, rows: readonly StudentRowData[]): Promise<string[][]> {
  const { companyIds, emails } = studentRowLookupKeys(rows);
  // One round trip: the SLNs that are companies in the subtree, and the e-mails of non-parent accounts.
  const found = await runHot<{ company: number | null; email: string | null }>(ctx.db, STUDENT_LOOKUPS, [companyIds, ctx.batch.companyId, emails]);
  const lookups = {
    validCompanyIds: new Set(found.flatMap((row) => (row.company === null ? [] : [row.company]))),
    nonParentEmails: new Set(found.flatMap((row) => (row.email === null ? [] : [row.email]))),
  };
  return rows.map((row) => checkStudentRow(row, lookups));
}
