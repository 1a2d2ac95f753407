import { buildTree, type TreeNode } from "@paydesk/domain";
import type { ActorTxContext } from "../platform/context.ts";
import { subtreeFilter } from "../platform/company-scope.ts";

export interface StructureSite {
  id: number;
  parentId: number | null;
  name: string;
  kind: string;
  city: string | null;
  state: string | null;
  externalId: string | null;
}

/** Most sites the tree answers: a control user sees the whole platform. */
export const STRUCTURE_MAX_SITES = 2000;

/**
 * The company tree the actor may see (/settings/account-structure): their own site and
 * everything below it; control staff the whole platform. Sorted by name within each parent.
 */
export async function accountStructure(ctx: ActorTxContext): Promise<{ roots: TreeNode<StructureSite>[]; truncated: boolean }> {
  const rows = await ctx.db.company.findMany({
    where: subtreeFilter(ctx.actor),
    select: { id: true, parentId: true, name: true, kind: true, city: true, state: true, schoolProfile: { select: { externalId: true } } },
    orderBy: [{ name: "asc" }, { id: "asc" }],
    take: STRUCTURE_MAX_SITES + 1,
  });
  const sites = rows.slice(0, STRUCTURE_MAX_SITES).map(({ schoolProfile, ...site }) => ({ ...site, externalId: schoolProfile?.externalId ?? null }));
  // An administrator's own site has a parent outside what they see: buildTree makes it a root.
  return { roots: buildTree(sites), truncated: rows.length > STRUCTURE_MAX_SITES };
}
