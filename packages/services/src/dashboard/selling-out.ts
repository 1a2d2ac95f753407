/**
 * Items selling out: items of the scope with a limited quantity (quantity_available > 0) of which
 * at least SELLING_OUT_SHARE is sold, fewest left first. Read from the items themselves (checkout
 * keeps quantity_sold as it takes units), which are few next to the orders.
 */
import { DASHBOARD_TOP, SELLING_OUT_SHARE, type TDashboardScopeRequest } from "@paydesk/validators";
import type { ActorTxContext } from "../platform/context.ts";
import { runHot } from "../platform/sql.ts";
import { companyScope } from "./scope.ts";

export interface SellingOutRow {
  itemId: number;
  code: string;
  title: string;
  available: number;
  sold: number;
  left: number;
}

export async function itemsSellingOut(ctx: ActorTxContext, input: TDashboardScopeRequest): Promise<{ rows: SellingOutRow[] }> {
  const scope = await companyScope(ctx, input.companyId);
  const rows = await runHot<{ id: number; code: string; title: string; available: number; sold: number }>(
    ctx.db,
    {
      text: `SELECT i.id, i.code, i.title, i.quantity_available AS available, i.quantity_sold AS sold
             FROM items i
             WHERE i.quantity_available > 0 AND i.status <> 'TRASH'
               AND i.quantity_sold >= ceil(i.quantity_available * $1::numeric)
               AND ${scope.where("i.company_id", 2)}
             ORDER BY greatest(i.quantity_available - i.quantity_sold, 0), i.id
             LIMIT ${DASHBOARD_TOP}`,
    },
    [SELLING_OUT_SHARE, ...scope.values],
  );
  return {
    rows: rows.map((r) => ({ itemId: r.id, code: r.code, title: r.title, available: r.available, sold: r.sold, left: Math.max(r.available - r.sold, 0) })),
  };
}
