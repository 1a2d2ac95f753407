/**
 * Who sees and who changes a student group (shared groups). A group belongs to one site
 * (its owner). Administrators see the groups of their subtree, as every list of this product
 * does; a shared group is seen, and may be targeted by items, from every site below its owner
 * too. Only administrators whose subtree holds the owner change a group (control staff reach
 * every site): a school sees its district's shared group but cannot edit or delete it, so a
 * district's "Seniors" means the same students at every school.
 */
import { isCompanyInScope, type Actor } from "../access.ts";

export interface GroupOwnership {
  /** The owner site's materialised path ("/1/4/"). */
  ownerPath: string;
  isShared: boolean;
}

type ScopeActor = Pick<Actor, "kind" | "companyPath">;

export function mayEditGroup(actor: ScopeActor, group: GroupOwnership): boolean {
  return isCompanyInScope(actor, group.ownerPath);
}

/** From the site at `sitePath` (a site the actor works on): its subtree's groups, and shared ones from above. */
export function groupVisibleFrom(sitePath: string, group: GroupOwnership): boolean {
  return group.ownerPath.startsWith(sitePath) || (group.isShared && sitePath.startsWith(group.ownerPath));
}

export function maySeeGroup(actor: ScopeActor, group: GroupOwnership): boolean {
  return mayEditGroup(actor, group) || (group.isShared && actor.companyPath.startsWith(group.ownerPath));
}
