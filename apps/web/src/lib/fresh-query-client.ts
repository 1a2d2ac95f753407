import { QueryClient, type InvalidateOptions, type InvalidateQueryFilters } from "@tanstack/react-query";

/**
 * A QueryClient whose invalidation never keeps an answer read before the write that invalidated it.
 *
 * Pages invalidate their lists after a mutation. TanStack Query refetches a query whose fetch is in
 * flight only when that query already has data (`cancelRefetch`); a query still on its FIRST
 * fetch — a list whose search the user just typed, shown meanwhile with the previous answer — keeps
 * that fetch, which may have read the database before the mutation committed, and its answer then
 * stands as fresh. Seen in the browser tests: a staff member removed while the search for them was
 * loading stayed listed. So invalidation first cancels such fetches (reverting those queries to
 * "not fetched yet"), then invalidates as usual, which refetches every active one.
 */
export class FreshQueryClient extends QueryClient {
  override async invalidateQueries(filters?: InvalidateQueryFilters, options?: InvalidateOptions): Promise<void> {
    const firstFetches = this.getQueryCache()
      .findAll(filters)
      .filter((query) => query.state.fetchStatus === "fetching" && query.state.data === undefined);
    await Promise.all(firstFetches.map((query) => query.cancel({ revert: true, silent: true })));
    return super.invalidateQueries(filters, options);
  }
}
