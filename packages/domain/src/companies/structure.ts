/**
 * The company tree's rules for /settings/account-structure (docs/product/students-and-groups.md)
 * and the school upload (docs/product/uploads.md), pure. A company's `path` is its materialised ancestor
 * chain ("/1/4/9/", see childPath), so a subtree is a prefix and a move rewrites that prefix for the moved
 * site and everything below it.
 */
import { STRUCTURE_MESSAGES } from "@paydesk/validators";
import { isCompanyInScope, isControl, type Actor } from "../access.ts";

export interface TreeCompany {
  id: number;
  path: string;
  kind: string;
}

/** Why `site` may not move under `newParent` for this actor, or null when it may. */
export function moveRefusal(
  actor: Pick<Actor, "kind" | "companyPath" | "companyId">,
  site: TreeCompany,
  newParent: TreeCompany,
): string | null {
  if (site.kind === "PLATFORM") return STRUCTURE_MESSAGES.movePlatform;
  if (!isCompanyInScope(actor, site.path) || !isCompanyInScope(actor, newParent.path)) return STRUCTURE_MESSAGES.moveOutOfScope;
  // An administrator's own site is the root of what they may change: moving it would take it
  // (and them) out from under its parent, which is outside their subtree.
  if (!isControl(actor) && site.id === actor.companyId) return STRUCTURE_MESSAGES.moveOwnSite;
  if (newParent.path.startsWith(site.path)) return STRUCTURE_MESSAGES.moveIntoItself;
  return null;
}

/** The path a company below (or at) a moved site gets: the moved prefix replaced. */
export function movedPath(path: string, oldSitePath: string, newSitePath: string): string {
  if (!path.startsWith(oldSitePath)) throw new Error(`${path} is not below ${oldSitePath}`);
  return newSitePath + path.slice(oldSitePath.length);
}

export interface TreeRow {
  id: number;
  parentId: number | null;
  name: string;
  kind: string;
}

export type TreeNode<R extends TreeRow = TreeRow> = R & { children: TreeNode<R>[] };

/**
 * Nest flat rows into trees. A row whose parent is not among the rows is a root (an
 * administrator's own site is the root of what they see). Children keep the rows' order.
 */
export function buildTree<R extends TreeRow>(rows: readonly R[]): TreeNode<R>[] {
  const nodes = new Map<number, TreeNode<R>>(rows.map((row) => [row.id, { ...row, children: [] }]));
  const roots: TreeNode<R>[] = [];
  for (const row of rows) {
    const node = nodes.get(row.id)!;
    const parent = row.parentId === null ? undefined : nodes.get(row.parentId);
    (parent ? parent.children : roots).push(node);
  }
  return roots;
}
