export { assertGroupAccess, assertMayWorkOnGroup, loadGroup, loadGroupForAccess, type GroupAccessLevel, type LoadedGroup } from "./load.ts";
export { listGroups, type GroupListPage, type GroupListRow } from "./list.ts";
export { getGroup, type GroupDetail } from "./get.ts";
export {
  groupMembers,
  groupMemberIds,
  previewSmartMembers,
  countGroupMembers,
  type GroupMemberPage,
  type SmartPreview,
} from "./members.ts";
export { assertGroupNameFree, checkGroupName } from "./names.ts";
export { createGroup, updateGroup, type SavedGroup } from "./save.ts";
export { deleteGroup } from "./delete.ts";
export { suggestGroups, type GroupSuggestion } from "./suggest.ts";
export { groupHasMemberSql, smartRulesPickSql, type MembershipColumns } from "./membership-sql.ts";
export { groupsVisibleFromWhere } from "./visible.ts";
export { groupRuleOptions, type GroupRuleOptions } from "./options.ts";
