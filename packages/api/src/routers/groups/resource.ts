/**
 * The group resource: one student group, named by `groupId`, that the actor may see ("view": the
 * groups of their subtree and those shared from above) or change ("edit": its owner inside their
 * subtree) — domain maySeeGroup / mayEditGroup, on top of `permission`. A group out of sight
 * answers 404 like an unknown one; a shared group seen from below is read-only (403 with the
 * reason). Handed on as `ctx.group`.
 */
import type { Permission } from "@paydesk/domain";
import { assertGroupAccess, loadGroupForAccess, type GroupAccessLevel } from "@paydesk/services";
import { ZGroupIdRequestSchema } from "@paydesk/validators";
import { permissionProcedure, resourceRung } from "../../trpc.ts";

const groupRung = resourceRung({
  input: ZGroupIdRequestSchema,
  as: "group",
  load: ({ ctx, input }, _level: GroupAccessLevel) => loadGroupForAccess(ctx.db, input.groupId),
  rule: (group, { ctx }, level) => {
    assertGroupAccess(ctx.actor, group, level);
    return true;
  },
});

export function groupProcedure(permission: Permission, level: GroupAccessLevel) {
  return permissionProcedure(permission).concat(groupRung(level));
}

/** The students-and-groups menu's rule: uploads.view to look, uploads.manage to change. */
export const canView = permissionProcedure("uploads.view");
export const canManage = permissionProcedure("uploads.manage");
