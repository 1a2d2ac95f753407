/**
 * Student groups (`…/students-and-groups/groups*`, docs/product/students-and-groups.md):
 * listed groups (students picked one by one), smart groups (students picked by rules on grades,
 * schools and named students), shared groups, the name check as typed (`check-group`) and the
 * list with search and keyset paging.
 */
import { z } from "zod";
import { ZId } from "../common.ts";
import { STUDENT_GRADE_MAX } from "../students/manage.ts";
import { GROUP_NAME_MAX, GROUP_UPLOAD_MESSAGES, ZGroupName } from "../uploads/groups.ts";

export const GROUP_MESSAGES = {
  /** Quoted exactly (its one text lives with the group upload, which checks names too). */
  nameRequired: GROUP_UPLOAD_MESSAGES.groupNameRequired,
  /** Quoted exactly. */
  nameTaken: "A group in your list already has that name. Please select a unique name or delete the other group.",
  nameTooLong: GROUP_UPLOAD_MESSAGES.groupNameTooLong,
  /** Our wording from here on: the product fixes none. */
  noSuchGroup: "No such group.",
  sharedReadOnly:
    "This group is shared with your site from above: only the administrators of the site that owns it may change it.",
  smartNeedsRule: "A smart group needs at least one rule: a grade, a school or a student.",
  studentOutside: "Every student of a group must belong to the group's site or a site below it.",
  schoolOutside: "Every school of a smart group's rules must be the group's site or a site below it.",
  tooManyStudents: "A group holds at most 5,000 listed students.",
  usedByItems: "Items are offered to this group, so it cannot be deleted. Take it out of their audience first:",
  saved: "Saved",
  deleted: "Group deleted.",
} as const;

export const GROUP_LIST_PAGE_SIZE = 25;
export const GROUP_LIST_PAGE_SIZE_MAX = 100;
export const GROUP_MEMBERS_PAGE_SIZE = 25;
export const GROUP_SEARCH_MAX = 100;
/** Listed students one save may hold. */
export const GROUP_LISTED_MAX = 5000;
export const SMART_RULE_GRADES_MAX = 50;
export const SMART_RULE_SCHOOLS_MAX = 200;
export const SMART_RULE_STUDENTS_MAX = 1000;
/**
 * The name is checked this long after the last key (check-group, debounced:
 * docs/product/students-and-groups.md).
 */
export const GROUP_NAME_CHECK_DEBOUNCE_MS = 400;

export { GROUP_NAME_MAX };

const uniqueIds = (max: number) =>
  z
    .array(ZId)
    .max(max)
    .default([])
    .transform((ids) => [...new Set(ids)]);

/**
 * A smart group's rules (domain groups/smart-rules.ts says whom they pick): grades as the student
 * records write them, schools (sites) by id, and students named one by one.
 */
export const ZSmartRulesSchema = z.object({
  grades: z
    .array(z.string().trim().min(1).max(STUDENT_GRADE_MAX))
    .max(SMART_RULE_GRADES_MAX)
    .default([])
    .transform((grades) => [...new Set(grades)]),
  schoolIds: uniqueIds(SMART_RULE_SCHOOLS_MAX),
  studentIds: uniqueIds(SMART_RULE_STUDENTS_MAX),
});
export type TSmartRules = z.infer<typeof ZSmartRulesSchema>;

/** What the create and edit forms send. A listed group sends its students; a smart group its rules. */
const groupFields = {
  name: ZGroupName,
  isShared: z.boolean().default(false),
  /** Listed groups: the members, replacing the ones before. */
  studentIds: z
    .array(ZId)
    .max(GROUP_LISTED_MAX, GROUP_MESSAGES.tooManyStudents)
    .default([])
    .transform((ids) => [...new Set(ids)]),
  rules: ZSmartRulesSchema.default({ grades: [], schoolIds: [], studentIds: [] }),
};

export const ZCreateGroupRequestSchema = z.object({
  /** The site that owns the group: the actor's own by default, or one of their subtree. */
  companyId: ZId.optional(),
  isSmart: z.boolean().default(false),
  ...groupFields,
});
export type TCreateGroupRequest = z.infer<typeof ZCreateGroupRequestSchema>;

/** A group keeps its kind and its owner: an edit changes name, sharing, members or rules. */
export const ZUpdateGroupRequestSchema = z.object({ groupId: ZId, ...groupFields });
export type TUpdateGroupRequest = z.infer<typeof ZUpdateGroupRequestSchema>;

export const ZGroupIdRequestSchema = z.object({ groupId: ZId });
export type TGroupIdRequest = z.infer<typeof ZGroupIdRequestSchema>;

export const ZListGroupsRequestSchema = z.object({
  /** Listed groups only (false), smart ones only (true), or both (absent). */
  smart: z.boolean().optional(),
  /** A site of the actor's subtree; absent: the actor's own. Its subtree's groups and the groups shared from above. */
  companyId: ZId.optional(),
  search: z.string().trim().max(GROUP_SEARCH_MAX).default(""),
  /** The previous page's `nextCursor`. */
  after: z.string().max(1000).optional(),
  pageSize: z.coerce.number().int().min(1).max(GROUP_LIST_PAGE_SIZE_MAX).default(GROUP_LIST_PAGE_SIZE),
});
export type TListGroupsRequest = z.infer<typeof ZListGroupsRequestSchema>;

/**
 * `check-group?name=&group_id=`: is the name free in the list of the group's owner (the actor's
 * site for a new group)? The name arrives unchecked: a too-short one answers the product's message.
 */
export const ZCheckGroupNameRequestSchema = z.object({
  name: z.string().max(1000).default(""),
  /**
   * The group being edited (its own name is not a clash); absent, empty or 0 (what the legacy
   * form sends for a group not saved yet, docs/product/documented-calls.md) checks a new group's name.
   */
  groupId: z.coerce
    .number()
    .int()
    .nonnegative()
    .optional()
    .transform((id) => (id === 0 ? undefined : id)),
  /** A new group's owner, when not the actor's own site. */
  companyId: ZId.optional(),
});
export type TCheckGroupNameRequest = z.infer<typeof ZCheckGroupNameRequestSchema>;

export const ZGroupMembersRequestSchema = z.object({
  groupId: ZId,
  search: z.string().trim().max(GROUP_SEARCH_MAX).default(""),
  after: z.string().max(4000).optional(),
  pageSize: z.coerce.number().int().min(1).max(GROUP_LIST_PAGE_SIZE_MAX).default(GROUP_MEMBERS_PAGE_SIZE),
});
export type TGroupMembersRequest = z.infer<typeof ZGroupMembersRequestSchema>;

/** The smart group editor's live preview: whom these rules would pick for that owner. */
export const ZPreviewSmartRulesRequestSchema = z.object({
  companyId: ZId.optional(),
  rules: ZSmartRulesSchema,
});
export type TPreviewSmartRulesRequest = z.infer<typeof ZPreviewSmartRulesRequestSchema>;

/** How many students the preview names (the count covers them all). */
export const SMART_PREVIEW_SAMPLE = 10;

/** The smart group editor's choices for an owner site: its students' grades and its schools. */
export const ZGroupRuleOptionsRequestSchema = z.object({ companyId: ZId.optional() });
export type TGroupRuleOptionsRequest = z.infer<typeof ZGroupRuleOptionsRequestSchema>;
