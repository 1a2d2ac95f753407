import { ITEM_SORTS, ITEM_STATUSES, type ItemSort, type ItemStatusName } from "@paydesk/validators";
import { useCallback, useMemo } from "react";
import { useSearchParams } from "react-router";

export type StatusFilter = "ANY" | ItemStatusName;
export type Direction = "asc" | "desc";

export interface ListParams {
  search: string;
  status: StatusFilter;
  sort: ItemSort;
  direction: Direction;
  page: number;
}

export const PAGE_SIZE = 25;

const oneOf = <T extends string>(value: string | null, allowed: readonly T[], fallback: T): T =>
  value !== null && (allowed as readonly string[]).includes(value) ? (value as T) : fallback;

/**
 * The list's filter, sort and page, kept in the address (`?q=&status=&sort=&dir=&page=`) so that
 * reloading, going back from an item and sharing a link land on the same page of the same list.
 * Any change other than the page goes back to page 1.
 */
export function useListParams(): [ListParams, (change: Partial<ListParams>) => void] {
  const [params, setParams] = useSearchParams();
  const value = useMemo<ListParams>(() => {
    const page = Number(params.get("page"));
    return {
      search: params.get("q") ?? "",
      status: oneOf<StatusFilter>(params.get("status"), ["ANY", ...ITEM_STATUSES], "ANY"),
      sort: oneOf(params.get("sort"), ITEM_SORTS, "modified"),
      direction: oneOf<Direction>(params.get("dir"), ["asc", "desc"], "desc"),
      page: Number.isInteger(page) && page > 0 ? page : 1,
    };
  }, [params]);

  const update = useCallback(
    (change: Partial<ListParams>) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          const set = (key: string, v: string | null) => (v ? next.set(key, v) : next.delete(key));
          if (change.search !== undefined) set("q", change.search);
          if (change.status !== undefined) set("status", change.status === "ANY" ? null : change.status);
          if (change.sort !== undefined) set("sort", change.sort === "modified" ? null : change.sort);
          if (change.direction !== undefined) set("dir", change.direction === "desc" ? null : change.direction);
          const page = change.page ?? 1;
          set("page", page > 1 ? String(page) : null);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  return [value, update];
}
