import type { TModule, TTransactionMethod, TTransactionStatus } from "@paydesk/validators";

/** The list's filter as the page's address keeps it (?from=&to=&q=&status=&method=), so a link or a reload shows the same list. */
export interface ListFilter {
  from?: string;
  to?: string;
  search: string;
  status?: TTransactionStatus;
  method?: TTransactionMethod;
}

export function filterFromParams(params: URLSearchParams): ListFilter {
  const day = (value: string | null) => (value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined);
  return {
    from: day(params.get("from")),
    to: day(params.get("to")),
    search: params.get("q") ?? "",
    status: (params.get("status") as TTransactionStatus | null) ?? undefined,
    method: (params.get("method") as TTransactionMethod | null) ?? undefined,
  };
}

export function paramsFromFilter(filter: ListFilter): Record<string, string> {
  const entries = { from: filter.from, to: filter.to, q: filter.search, status: filter.status, method: filter.method };
  return Object.fromEntries(Object.entries(entries).filter((e): e is [string, string] => Boolean(e[1])));
}

/**
 * The change of one end of the date range. The other end stays where the person sees it (the
 * server's default range, when the address names none): left out, the server would take 30 days
 * from the end given, and changing "From" would move "To" by a month.
 */
export function rangeEndChange(filter: ListFilter, shown: { from?: string; to?: string } | undefined, end: "from" | "to", value: string | undefined): Partial<ListFilter> {
  const other = end === "from" ? "to" : "from";
  return { [end]: value, [other]: filter[other] ?? shown?.[other] };
}

/** The procedures' input for a filter (the list adds its page size and cursor). */
export function filterInput(module: TModule, filter: ListFilter, search: string) {
  return {
    module,
    from: filter.from,
    to: filter.to,
    search,
    statuses: filter.status ? [filter.status] : undefined,
    methods: filter.method ? [filter.method] : undefined,
  };
}

/** The CSV download of the same filter (GET /{module}/reports/txn/export.csv, the list shim's query string). */
export function exportHref(module: TModule, filter: ListFilter, search: string): string {
  const query = new URLSearchParams(
    Object.entries({ from: filter.from, to: filter.to, search, status: filter.status, method: filter.method?.toLowerCase() }).filter(
      (e): e is [string, string] => Boolean(e[1]),
    ),
  );
  return `/${module}/reports/txn/export.csv${query.size ? `?${query}` : ""}`;
}
