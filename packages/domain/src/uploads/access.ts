/**
 * Who may work on an upload batch — the one rule the `uploadProcedure` rung applies.
 * - e-mail and statement uploads are control's own tools: control staff acting as themselves,
 *   in the control module;
 * - every other kind (items, coa, schools, students, groups): `uploads.manage` to change a batch
 *   (`uploads.view` to look at it) and the batch's company inside the actor's subtree; control
 *   staff hold every permission and reach every company;
 * - the school upload creates each new site with its Master Administrator: running it (manage)
 *   needs the right to hand out that role (domain `canGrant`), so nobody makes an account holding
 *   more than they hold and sets its password;
 * - some kinds exist only in some modules (UPLOAD_KIND_MODULES): the group upload only for school
 *   and vendor (docs/product/uploads.md), so a business or control URL is refused even for control staff.
 */
import type { TModule } from "@paydesk/validators";
import { hasPermission, isCompanyInScope, isControlActingAsSelf, isStaff, type Actor } from "../access.ts";
import { canGrant, type Grant } from "../grants.ts";
import { BUILT_IN_ROLES } from "../permissions.ts";

export type UploadAccessLevel = "view" | "manage";

/** Kinds only control staff may run: the e-mail and statement uploads (docs/product/uploads.md). */
export const CONTROL_ONLY_UPLOAD_KINDS: readonly string[] = ["emails", "statements"];

/** The multi-group upload exists only for school and vendor (docs/product/uploads.md). */
export const UPLOAD_KIND_MODULES: Readonly<Record<string, readonly TModule[]>> = { groups: ["school", "vendor"] };

/** What a kind hands out to the accounts it creates: the school upload, each site's Master Administrator. */
export const UPLOAD_KIND_GRANTS: Readonly<Record<string, Grant>> = {
  schools: { permissions: BUILT_IN_ROLES[0].permissions, categoryIds: [] },
};

export interface UploadAccessTarget {
  kind: string;
  /** Materialised path of the company the batch works on. */
  companyPath: string;
}

export function mayWorkOnUpload(
  actor: Pick<Actor, "kind" | "userId" | "realUserId" | "companyPath" | "permissions" | "categoryIds">,
  upload: UploadAccessTarget,
  level: UploadAccessLevel,
  module: TModule,
): boolean {
  if (CONTROL_ONLY_UPLOAD_KINDS.includes(upload.kind)) return isControlActingAsSelf(actor) && module === "control";
  if (!isStaff(actor)) return false;
  const modules = UPLOAD_KIND_MODULES[upload.kind];
  if (modules && !modules.includes(module)) return false;
  const grant = UPLOAD_KIND_GRANTS[upload.kind];
  if (level === "manage" && grant && !canGrant(actor, grant)) return false;
  const permission = level === "manage" ? "uploads.manage" : "uploads.view";
  return hasPermission(actor, permission) && isCompanyInScope(actor, upload.companyPath);
}
