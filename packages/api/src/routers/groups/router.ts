import {
  checkGroupName,
  createGroup,
  deleteGroup,
  getGroup,
  groupMembers,
  groupRuleOptions,
  listGroups,
  previewSmartMembers,
  suggestGroups,
  updateGroup,
} from "@paydesk/services";
import {
  ZCheckGroupNameRequestSchema,
  ZCreateGroupRequestSchema,
  ZGroupMembersRequestSchema,
  ZGroupRuleOptionsRequestSchema,
  ZListGroupsRequestSchema,
  ZPreviewSmartRulesRequestSchema,
  ZSearchGroupsRequestSchema,
  ZUpdateGroupRequestSchema,
} from "@paydesk/validators";
import { anyPermissionProcedure, permissionProcedure, router } from "../../trpc.ts";
import { groupProcedure } from "./resource.ts";

/** The students-and-groups menu's rule: uploads.view to look, uploads.manage to change. */
const canView = permissionProcedure("uploads.view");
const canManage = permissionProcedure("uploads.manage");

/** Student groups (spec 1 §2 `…/students-and-groups/groups*`, §5, §7). */
export const groupsRouter = router({
  list: canView.input(ZListGroupsRequestSchema).query(({ ctx, input }) => listGroups(ctx, input)),
  get: groupProcedure("uploads.view", "view").query(({ ctx }) => getGroup(ctx, ctx.group)),
  members: groupProcedure("uploads.view", "view")
    .input(ZGroupMembersRequestSchema)
    .query(({ ctx, input }) => groupMembers(ctx.db, ctx.group, input)),
  create: canManage.input(ZCreateGroupRequestSchema).mutation(({ ctx, input }) => createGroup(ctx, input)),
  update: groupProcedure("uploads.manage", "edit")
    .input(ZUpdateGroupRequestSchema)
    .mutation(({ ctx, input }) => updateGroup(ctx, ctx.group, input)),
  delete: groupProcedure("uploads.manage", "edit").mutation(({ ctx }) => deleteGroup(ctx, ctx.group)),
  /** check-group (CONVENTIONS §10): a query in meaning, asked as the name is typed. */
  checkName: canManage.input(ZCheckGroupNameRequestSchema).query(({ ctx, input }) => checkGroupName(ctx, input)),
  ruleOptions: canView.input(ZGroupRuleOptionsRequestSchema).query(({ ctx, input }) => groupRuleOptions(ctx, input)),
  previewSmart: canView.input(ZPreviewSmartRulesRequestSchema).query(({ ctx, input }) => previewSmartMembers(ctx, input)),
  /**
   * POST /api/suggest/groups: asked by the item builder's target picker (items.view) as well as
   * the group screens (uploads.view), so either will do.
   */
  suggest: anyPermissionProcedure("items.view", "uploads.view")
    .input(ZSearchGroupsRequestSchema)
    .query(({ ctx, input }) => suggestGroups(ctx, input)),
});
