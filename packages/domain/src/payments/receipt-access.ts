/**
 * Who may read an order's receipt without its token (docs/product/checkout-and-payments.md: "a signed-in user
 * who may see the order"): control staff; staff whose company subtree holds the order's company and who take
 * payments (terminal.manage) or read the transactions (reports.view); the parent who paid. The
 * token handed out with the payment is the other way in, checked by the server against its hash.
 */
import { hasAnyPermission, isCompanyInScope, isControl, type Actor } from "../access.ts";
import type { Permission } from "../permissions.ts";

export interface ReceiptOrder {
  /** Materialised path of the order's company ("/1/4/"). */
  companyPath: string;
  /** The parent account that paid, null for the terminal and guests. */
  payerUserId: number | null;
  /** Paths of the other companies holding a line of the order (a mixed order): they read it too. */
  sellerPaths?: readonly string[];
}

/** Either one lets staff read receipts: the terminal's own, or the transaction reports'. */
export const RECEIPT_READ_PERMISSIONS: readonly Permission[] = ["terminal.manage", "reports.view"];

export function mayReadReceipt(
  actor: Pick<Actor, "kind" | "userId" | "companyPath" | "permissions">,
  order: ReceiptOrder,
): boolean {
  if (isControl(actor)) return true;
  // A parent's permissions and company say nothing about other families' orders.
  if (actor.kind === "PARENT") return order.payerUserId !== null && order.payerUserId === actor.userId;
  const holders = [order.companyPath, ...(order.sellerPaths ?? [])];
  return holders.some((path) => isCompanyInScope(actor, path)) && hasAnyPermission(actor, RECEIPT_READ_PERMISSIONS);
}
