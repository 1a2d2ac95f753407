/**
 * The groups and smart groups tabs' short list (issue 11): the student groups of a school or of
 * the actor's subtree with their member counts. Issue 13 builds the group screens themselves.
 */
import type { TListStudentGroupsRequest } from "@paydesk/validators";
import { companyInScope } from "../../acl/scope.ts";
import type { ActorTxContext } from "../../platform/context.ts";

export interface StudentGroupRow {
  id: number;
  name: string;
  isSmart: boolean;
  companyName: string;
  /** Listed members; a smart group picks its students by its rules, so it has none listed. */
  members: number;
}

export async function listStudentGroups(ctx: ActorTxContext, input: TListStudentGroupsRequest): Promise<StudentGroupRow[]> {
  const company = await companyInScope(ctx.db, ctx.actor, input.companyId);
  const groups = await ctx.db.studentGroup.findMany({
    where: { isSmart: input.smart, company: { path: { startsWith: company.path } } },
    select: { id: true, name: true, isSmart: true, company: { select: { name: true } }, _count: { select: { members: true } } },
    orderBy: [{ name: "asc" }, { id: "asc" }],
    take: input.limit,
  });
  return groups.map((g) => ({
    id: g.id,
    name: g.name,
    isSmart: g.isSmart,
    companyName: g.company.name,
    members: g._count.members,
  }));
}
