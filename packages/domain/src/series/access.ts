/**
 * Who may see and stop a series (docs/product/checkout-and-payments.md): staff whose company subtree holds
 * the series' company, with reports.view to read and reports.manage to stop (control: all); a parent
 * only the series they bought themselves, from the parent area. The rung (trpc.ts) has checked
 * the module and the permission; this is the rule about the one series, shared by list filters
 * and the detail and stop calls.
 */
import { isCompanyInScope, type Actor } from "../access.ts";

export interface SeriesOwner {
  /** Materialised path of the series' company ("/1/4/"). */
  companyPath: string;
  payerUserId: number | null;
}

export function maySeeSeries(actor: Pick<Actor, "kind" | "userId" | "companyPath">, module: string, series: SeriesOwner): boolean {
  if (module === "parent" || actor.kind === "PARENT") {
    return actor.kind === "PARENT" && series.payerUserId !== null && series.payerUserId === actor.userId;
  }
  return isCompanyInScope(actor, series.companyPath);
}
