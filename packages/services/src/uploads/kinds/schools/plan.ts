import type { UploadCheckContext, UploadPlan } from "../../core/kind.ts";
import { districtOf, existingSchools, stagedSummary } from "./lookups.ts";

/**
 * What processing will do: each valid row creates its school unless the district already has
 * that locator number (or an earlier row of the file names it), which is skipped.
 */
export async function planSchoolRows(ctx: UploadCheckContext): Promise<UploadPlan> {
  const district = await districtOf(ctx.db, ctx.batch.companyId);
  const { total, invalid, validExternalIds } = await stagedSummary(ctx.db, ctx.batch.id);
  const existing = await existingSchools(ctx.db, district, validExternalIds);
  const seen = new Set(existing.keys());
  let created = 0;
  for (const externalId of validExternalIds) {
    if (seen.has(externalId)) continue;
    seen.add(externalId);
    created++;
  }
  return { total, invalid, created, skipped: validExternalIds.length - created };
}
