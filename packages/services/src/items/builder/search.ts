/** The builder's target pickers: students (spec 2 §7 studentsforcompany) and groups (suggest/groups). */
import {
  GROUP_SEARCH_LIMIT,
  STUDENT_SEARCH_LIMIT,
  type TSearchGroupsRequest,
  type TSearchStudentsRequest,
} from "@paydesk/validators";
import { escapeLike } from "../../acl/companies.ts";
import { companyInScope } from "../../acl/scope.ts";
import { searchStudentsOfCompany } from "../../students/search.ts";
import type { GroupMatch, StudentMatch } from "./types.ts";
import { type ActorTxContext } from "../../platform/context.ts";

const contains = (term: string) => ({ contains: escapeLike(term), mode: "insensitive" as const });

/** Students of the company and the sites below it whose name or number contains every word typed. */
export async function searchStudents(ctx: ActorTxContext, input: TSearchStudentsRequest): Promise<StudentMatch[]> {
  return searchStudentsOfCompany(ctx.db, ctx.actor, { ...input, limit: STUDENT_SEARCH_LIMIT });
}

/** Groups of the company and the sites below it, by name. */
export async function searchGroups(ctx: ActorTxContext, input: TSearchGroupsRequest): Promise<GroupMatch[]> {
  const { db, actor } = ctx;
  const company = await companyInScope(db, actor, input.companyId);
  return db.studentGroup.findMany({
    where: { company: { path: { startsWith: company.path } }, ...(input.term ? { name: contains(input.term) } : {}) },
    select: { id: true, name: true, isSmart: true },
    orderBy: [{ name: "asc" }, { id: "asc" }],
    take: GROUP_SEARCH_LIMIT,
  });
}
