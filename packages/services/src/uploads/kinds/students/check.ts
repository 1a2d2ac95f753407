/**
 * Checking a chunk of student rows (up to 500): two lookups for the whole chunk — which of its
 * SLNs are companies in the upload's subtree, which of its parent e-mails belong to accounts that
 * are not parents — then the pure row rules on each row.
 */
import { checkStudentRow, studentRowLookupKeys, type StudentRowData } from "@paydesk/domain";
import type { UploadCheckContext } from "../../core/kind.ts";

export async function checkStudentRows(ctx: UploadCheckContext, rows: readonly StudentRowData[]): Promise<string[][]> {
  const { companyIds, emails } = studentRowLookupKeys(rows);
  const [companies, accounts] = await Promise.all([
    companyIds.length
      ? ctx.db.$queryRaw<{ id: number }[]>`SELECT c.id FROM companies c
          WHERE c.id = ANY(${companyIds}::int[])
            AND c.path LIKE (SELECT b.path FROM companies b WHERE b.id = ${ctx.batch.companyId}) || '%'`
      : [],
    emails.length
      ? ctx.db.$queryRaw<{ email: string }[]>`SELECT email_normalized AS email FROM users
          WHERE email_normalized = ANY(${emails}::text[]) AND kind <> 'PARENT'`
      : [],
  ]);
  const lookups = {
    validCompanyIds: new Set(companies.map((company) => company.id)),
    nonParentEmails: new Set(accounts.map((account) => account.email)),
  };
  return rows.map((row) => checkStudentRow(row, lookups));
}
