import { ZSchoolsProcessOptions, ZSchoolsStartOptions } from "@paydesk/validators";
import { companyInScope } from "../../../platform/company-scope.ts";
import { defineUploadKind } from "../../core/kind.ts";
import { applySchoolRows } from "./apply.ts";
import { checkSchoolRows } from "./check.ts";
import { districtOf } from "./lookups.ts";
import { planSchoolRows } from "./plan.ts";

/**
 * The school upload (docs/product/uploads.md): rows of 13 or 14 columns, each a school created under the
 * district the upload starts in, with its master administrator.
 */
export const schoolsUploadKind = defineUploadKind({
  kind: "schools",
  startOptions: ZSchoolsStartOptions,
  processOptions: ZSchoolsProcessOptions,
  async start(ctx, { companyId }) {
    const company = await companyInScope(ctx.db, ctx.actor, companyId);
    const district = await districtOf(ctx.db, company.id);
    return { extras: { districtName: district.name } };
  },
  checkRows: checkSchoolRows,
  plan: planSchoolRows,
  applyRange: applySchoolRows,
});
