import { checkSchoolRow, schoolFromRow, type SchoolRowData } from "@paydesk/domain";
import { SCHOOL_UPLOAD_MESSAGES } from "@paydesk/validators";
import type { UploadCheckContext } from "../../core/kind.ts";
import { accountsByEmail, districtOf, existingSchools } from "./lookups.ts";

/**
 * The rows of one addRows/updateRow call: the pure rules of each row, then two lookups for all of
 * them (schools the district already has, accounts holding the e-mails). A master admin e-mail is
 * taken unless it belongs to the school the row names again (a re-run of the same file).
 */
export async function checkSchoolRows(ctx: UploadCheckContext, rows: readonly SchoolRowData[]): Promise<string[][]> {
  const errors = rows.map(checkSchoolRow);
  const schools = rows.map((row, i) => (errors[i]!.length ? null : schoolFromRow(row)));
  const valid = schools.filter((s) => s !== null);
  if (!valid.length) return errors;

  const district = await districtOf(ctx.db, ctx.batch.companyId);
  const [existing, accounts] = await Promise.all([
    existingSchools(ctx.db, district, valid.map((s) => s.externalId)),
    accountsByEmail(ctx.db, valid.map((s) => s.admin.email)),
  ]);
  schools.forEach((school, i) => {
    if (!school) return;
    const holder = accounts.get(school.admin.email.toLowerCase());
    if (holder !== undefined && holder !== existing.get(school.externalId)?.companyId) errors[i]!.push(SCHOOL_UPLOAD_MESSAGES.adminEmailTaken);
  });
  return errors;
}
