import type { TGroupRuleOptionsRequest } from "@paydesk/validators";
import { companyInScope } from "../platform/company-scope.ts";
import { subtreeGrades } from "../students/grades.ts";
import type { ActorTxContext } from "../platform/context.ts";

export interface GroupRuleOptions {
  owner: { id: number; name: string };
  /** The grades the owner's students have, as their records write them. */
  grades: string[];
  /** The owner and the schools and districts below it. */
  sites: { id: number; name: string; kind: string }[];
}

/** What a smart group owned by the site named (default the actor's) may pick by. */
export async function groupRuleOptions(ctx: ActorTxContext, input: TGroupRuleOptionsRequest): Promise<GroupRuleOptions> {
  const owner = await companyInScope(ctx.db, ctx.actor, input.companyId);
  const [grades, sites] = [
    await subtreeGrades(ctx.db, owner.path),
    await ctx.db.company.findMany({
      where: { path: { startsWith: owner.path }, kind: { in: ["SCHOOL", "DISTRICT"] } },
      select: { id: true, name: true, kind: true },
      orderBy: [{ name: "asc" }, { id: "asc" }],
    }),
  ];
  return { owner: { id: owner.id, name: owner.name }, grades, sites };
}
