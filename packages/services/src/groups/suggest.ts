import { GROUP_SEARCH_LIMIT, type TSearchGroupsRequest } from "@paydesk/validators";
import { escapeLike } from "../platform/like.ts";
import { companyInScope } from "../platform/company-scope.ts";
import type { ActorTxContext } from "../platform/context.ts";
import { groupsVisibleFromWhere } from "./visible.ts";

export interface GroupSuggestion {
  id: number;
  name: string;
  isSmart: boolean;
}

/**
 * `POST /api/suggest/groups` and the item builder's group picker: the groups the site works with
 * (its subtree's and those shared from above) whose name contains the term, any case.
 */
export async function suggestGroups(ctx: ActorTxContext, input: TSearchGroupsRequest): Promise<GroupSuggestion[]> {
  const site = await companyInScope(ctx.db, ctx.actor, input.companyId);
  return ctx.db.studentGroup.findMany({
    where: {
      AND: [
        groupsVisibleFromWhere(site.path),
        input.term ? { name: { contains: escapeLike(input.term), mode: "insensitive" } } : {},
      ],
    },
    select: { id: true, name: true, isSmart: true },
    orderBy: [{ name: "asc" }, { id: "asc" }],
    take: GROUP_SEARCH_LIMIT,
  });
}
