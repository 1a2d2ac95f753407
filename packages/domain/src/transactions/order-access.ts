/**
 * Who may work on one order from the transaction screens (issue 10; the contract's permissions):
 * control staff, any order; staff whose company subtree holds the order's company and whose roles
 * grant the screen's permission (reports.view to read, reports.manage to edit, undo or refund).
 * A parent never: the parent area has its own orders and receipts, not these screens. The rung
 * `orderProcedure` in packages/api trpc.ts applies this one rule.
 */
import { hasPermission, isCompanyInScope, isControl, type Actor } from "../access.ts";
import type { Permission } from "../permissions.ts";

export interface OrderAccessFacts {
  /** Materialised path of the order's company ("/1/4/"). */
  companyPath: string;
}

export function mayWorkOnOrder(
  actor: Pick<Actor, "kind" | "companyPath" | "permissions">,
  order: OrderAccessFacts,
  permission: Permission,
): boolean {
  if (isControl(actor)) return true;
  if (actor.kind === "PARENT") return false;
  return isCompanyInScope(actor, order.companyPath) && hasPermission(actor, permission);
}
