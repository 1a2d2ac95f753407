import { changedSchoolDetails, schoolDetailsOf, schoolFromRow } from "@paydesk/domain";
import type { UploadCheckContext, UploadPlan } from "../../core/kind.ts";
import { districtOf, existingSchools, validRowData } from "./lookups.ts";

/**
 * What processing will do: each valid row creates its school, unless the district already has
 * that locator number (or an earlier row of the file names it): then it updates the school's
 * details where they differ, or skips it. The pipeline fills in total and invalid.
 */
export async function planSchoolRows(ctx: UploadCheckContext): Promise<UploadPlan> {
  const district = await districtOf(ctx.db, ctx.batch.companyId);
  const schools = (await validRowData(ctx.db, ctx.batch.id)).map(schoolFromRow);
  const known = await existingSchools(ctx.db, district, schools.map((s) => s.externalId));
  const details = new Map([...known].map(([externalId, school]) => [externalId, school.details]));
  const counts = { created: 0, updated: 0, skipped: 0 };
  for (const school of schools) {
    const before = details.get(school.externalId);
    if (!before) counts.created++;
    else if (changedSchoolDetails(before, school)) counts.updated++;
    else counts.skipped++;
    details.set(school.externalId, schoolDetailsOf(school));
  }
  return { total: 0, invalid: 0, ...counts };
}
