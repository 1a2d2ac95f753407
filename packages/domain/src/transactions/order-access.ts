/**
 * Who may work on one order from the transaction screens (the contract's permissions):
 * control staff, any order; staff whose roles grant the screen's permission (reports.view to read,
 * reports.manage to edit, undo or refund) and whose company subtree holds the order:
 * - to read, a line of it: the order's company or any other company holding a line (a parent's
 *   cart mixing a district item and a school item is the school's order too,
 *   docs/product/reports-and-time-zones.md);
 * - to change it, every line of it: a refund gives back part of a tender, which was split over
 *   every line of the order (the ledger), and an edit changes what every seller reads, so a
 *   company holding only some lines may not do either. The company above all of them (the
 *   district for a district and a school item) may.
 * A parent never: the parent area has its own orders and receipts, not these screens. The rung
 * `orderProcedure` in packages/api trpc.ts applies this one rule.
 */
import { hasPermission, isCompanyInScope, isControl, type Actor } from "../access.ts";
import type { Permission } from "../permissions.ts";

export interface OrderAccessFacts {
  /** Materialised path of the order's company ("/1/4/"). */
  companyPath: string;
  /** Paths of the other companies holding a line of the order (a mixed order); none for most. */
  sellerPaths?: readonly string[];
}

export function mayWorkOnOrder(
  actor: Pick<Actor, "kind" | "companyPath" | "permissions">,
  order: OrderAccessFacts,
  permission: Permission,
): boolean {
  if (isControl(actor)) return true;
  if (actor.kind === "PARENT") return false;
  if (!hasPermission(actor, permission)) return false;
  const holders = [order.companyPath, ...(order.sellerPaths ?? [])];
  const inScope = (path: string) => isCompanyInScope(actor, path);
  return permission.endsWith(".view") ? holders.some(inScope) : holders.every(inScope);
}
