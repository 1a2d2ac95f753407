import type { UploadCheckContext, UploadPlan } from "../../core/kind.ts";
import { districtOf, existingSchools, validExternalIds } from "./lookups.ts";

/**
 * What processing will do: each valid row creates its school unless the district already has
 * that locator number (or an earlier row of the file names it), which is skipped. The pipeline
 * fills in total and invalid.
 */
export async function planSchoolRows(ctx: UploadCheckContext): Promise<UploadPlan> {
  const district = await districtOf(ctx.db, ctx.batch.companyId);
  const externalIds = await validExternalIds(ctx.db, ctx.batch.id);
  const existing = await existingSchools(ctx.db, district, externalIds);
  const seen = new Set(existing.keys());
  let created = 0;
  for (const externalId of externalIds) {
    if (seen.has(externalId)) continue;
    seen.add(externalId);
    created++;
  }
  return { total: 0, invalid: 0, created, skipped: externalIds.length - created };
}
