/**
 * Who may read a kept close-out: the staff member whose day it is, while they may still use the
 * terminal; anyone whose roles grant the transactions (reports.view) over the close-out's company
 * (their subtree); control staff any. One rule for the page, the sheet, the CSV and the list.
 */
import { hasPermission, isCompanyInScope, type Actor } from "../access.ts";

export interface CloseoutOwner {
  userId: number;
  companyPath: string;
}

export function mayReadCloseout(actor: Pick<Actor, "kind" | "userId" | "companyPath" | "permissions">, closeout: CloseoutOwner): boolean {
  if (actor.kind === "PARENT" || !isCompanyInScope(actor, closeout.companyPath)) return false;
  if (hasPermission(actor, "reports.view")) return true;
  return closeout.userId === actor.userId && hasPermission(actor, "terminal.manage");
}

/** May this actor close out their own day (the terminal's permission, staff only). */
export function mayCloseOut(actor: Pick<Actor, "kind" | "permissions">): boolean {
  return actor.kind !== "PARENT" && hasPermission(actor, "terminal.manage");
}
