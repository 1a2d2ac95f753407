/**
 * Whose figures a widget reads: the actor's company subtree (control staff: every company), or
 * one company of it when the request names one (403 outside it). The same rule as the
 * transactions list (scopePath), written once as SQL on a `company_id` column.
 */
import { escapeLike } from "../platform/like.ts";
import type { ActorTxContext } from "../platform/context.ts";
import { scopePath } from "../transactions/list/filter.ts";

export interface CompanyScope {
  /** SQL testing `column` against the scope, with its values numbered from `$first`. */
  where(column: string, first: number): string;
  values: unknown[];
}

export async function companyScope(ctx: ActorTxContext, companyId: number | undefined): Promise<CompanyScope> {
  const path = await scopePath(ctx.db, ctx.actor, companyId);
  if (path === null) return { where: () => "true", values: [] };
  // The subtree's ids as one array computed once (an InitPlan), tested on each summary row.
  return {
    where: (column, first) => `${column} = ANY(ARRAY(SELECT sc.id FROM companies sc WHERE sc.path LIKE $${first}))`,
    values: [`${escapeLike(path)}%`],
  };
}
