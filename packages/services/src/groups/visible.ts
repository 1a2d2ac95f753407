/**
 * Which groups a site works with (domain groups/access.ts): those of its subtree, and the groups
 * shared by the sites above it. The list, the suggestions, the item builder's picker and the
 * item save's target check all ask this one filter.
 */
import type { Prisma } from "@paydesk/db";
import { pathIds } from "../platform/company-scope.ts";

export function groupsVisibleFromWhere(sitePath: string): Prisma.StudentGroupWhereInput {
  return {
    OR: [{ company: { path: { startsWith: sitePath } } }, { isShared: true, companyId: { in: pathIds(sitePath) } }],
  };
}

/** The same as SQL on `student_groups g JOIN companies gc`, the site path being `param`. */
export function groupsVisibleFromSql(param: string): string {
  return `(starts_with(gc.path, ${param}) OR (g.is_shared AND starts_with(${param}, gc.path)))`;
}
