/**
 * The dashboard's kept summary rows of a company (its slots added up) beside the recount of the
 * same figures from its orders (`dashboard_source_deltas`, the triggers' own definition): the two
 * must be equal after any write.
 */
import type { Db } from "@paydesk/db";

export interface FigureRow {
  part: string;
  key: string;
  value: string;
}

export async function dashboardKeptAndRecounted(db: Db, companyId: number): Promise<{ kept: FigureRow[]; recounted: FigureRow[] }> {
  const kept = await db.$queryRaw<FigureRow[]>`
    SELECT 'day' AS part, to_char(day, 'YYYY-MM-DD') AS key,
           sum(orders)::text || '/' || sum(scope_orders)::text || '/' || sum(amount_cents)::text || '/' || sum(fee_cents)::text AS value
      FROM dashboard_days WHERE company_id = ${companyId} GROUP BY day HAVING sum(orders) <> 0 OR sum(scope_orders) <> 0 OR sum(amount_cents) <> 0
    UNION ALL
    SELECT 'item', to_char(day, 'YYYY-MM-DD') || ' ' || item_id, sum(units)::text || '/' || sum(amount_cents)::text
      FROM dashboard_item_days WHERE company_id = ${companyId} GROUP BY day, item_id HAVING sum(units) <> 0 OR sum(amount_cents) <> 0
    UNION ALL
    SELECT 'method', to_char(day, 'YYYY-MM-DD') || ' ' || method, sum(amount_cents)::text
      FROM dashboard_method_days WHERE company_id = ${companyId} GROUP BY day, method HAVING sum(amount_cents) <> 0
    ORDER BY 1, 2`;
  const recounted = await db.$queryRaw<FigureRow[]>`
    WITH s AS (SELECT * FROM dashboard_source_deltas WHERE company_id = ${companyId})
    SELECT 'day' AS part, to_char(day, 'YYYY-MM-DD') AS key,
           sum(orders)::text || '/' || sum(scope_orders)::text || '/' || sum(amount_cents)::text || '/'
             || coalesce(sum(amount_cents) FILTER (WHERE kind = 'FEE'), 0)::text AS value
      FROM s GROUP BY day HAVING sum(orders) <> 0 OR sum(scope_orders) <> 0 OR sum(amount_cents) <> 0
    UNION ALL
    SELECT 'item', to_char(day, 'YYYY-MM-DD') || ' ' || item_id, sum(units)::text || '/' || coalesce(sum(amount_cents) FILTER (WHERE kind = 'SALE'), 0)::text
      FROM s WHERE item_id IS NOT NULL GROUP BY day, item_id
      HAVING sum(units) <> 0 OR coalesce(sum(amount_cents) FILTER (WHERE kind = 'SALE'), 0) <> 0
    UNION ALL
    SELECT 'method', to_char(day, 'YYYY-MM-DD') || ' ' || method, sum(amount_cents)::text
      FROM s WHERE method IS NOT NULL GROUP BY day, method HAVING sum(amount_cents) <> 0
    ORDER BY 1, 2`;
  return { kept, recounted };
}
