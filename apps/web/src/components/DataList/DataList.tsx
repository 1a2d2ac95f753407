import { Box, Paper, Text } from "@mantine/core";
import { useMemo, type ReactNode } from "react";
import { QueryStates, StaleContent } from "../QueryStates/index.ts";
import { ResponsiveList } from "../ResponsiveList/ResponsiveList.tsx";
import { tableColumns, type ListColumns } from "../ResponsiveList/layout.ts";
import { DataTable, type DataTableProps } from "./DataTable.tsx";

type ListQuery<Data> = Parameters<typeof QueryStates<Data>>[0]["query"];

export interface DataListProps<Data, Row> extends Omit<DataTableProps<Row>, "rows" | "columns"> {
  /** The table's columns; with `cardsOnPhone`, also where each sits on a phone's card. */
  columns: ListColumns<Row>;
  /** The list's query: loading, error (with Try again) and empty come from QueryStates. */
  query: ListQuery<Data>;
  /** The rows of one answer. */
  rows: (data: Data) => readonly Row[];
  /** When the answer counts as empty; no rows by default. */
  isEmpty?: (data: Data) => boolean;
  /** What an empty answer says: a sentence (drawn dimmed and centred), a whole block, or one drawn from the answer. */
  empty: ReactNode | ((data: Data) => ReactNode);
  emptyTestId?: string;
  /** Above the table, inside the card: a title, the search and filters. */
  filters?: ReactNode;
  /**
   * Below the table, inside the card, drawn from the answer: a numbered pager (it needs the
   * total). A keyset pager goes under the card instead, so Previous stays on an empty page.
   */
  footer?: (data: Data) => ReactNode;
  /** The table reaches the card's edges; by default the card pads it. */
  flush?: boolean;
  /** The rows shown are the previous answer while a newer one loads (keepPreviousData). */
  stale?: boolean;
  /** Below the `sm` breakpoint each row is a card (ResponsiveList) instead of a table row: pages a phone uses. */
  cardsOnPhone?: boolean;
}

/**
 * A list page's card: optional filters, then the query's states (loading, error, empty), the
 * table of rows from its columns, and a footer for the pager. Pages say what their rows and
 * columns are; this draws them the same way everywhere.
 */
export function DataList<Data, Row>({
  query,
  rows,
  isEmpty = (data) => rows(data).length === 0,
  empty,
  emptyTestId,
  filters,
  footer,
  flush = false,
  stale = false,
  shadedHeader = flush,
  cardsOnPhone = false,
  ...tableProps
}: DataListProps<Data, Row>) {
  const inset = flush ? "md" : 0;
  // A new array on each render would redraw every row (DataTable keeps rows whose columns did not change).
  const columns = useMemo(() => tableColumns(tableProps.columns), [tableProps.columns]);
  return (
    <Paper radius="lg" p={flush ? 0 : { base: "md", sm: "lg" }} style={{ overflow: "hidden" }}>
      {filters && (
        <Box p={inset} mb={flush ? 0 : "md"}>
          {filters}
        </Box>
      )}
      <QueryStates
        query={query}
        isEmpty={isEmpty}
        empty={<EmptyState empty={empty} data={query.data} flush={flush} testId={emptyTestId} />}
      >
        {(data) => (
          <StaleContent gap={0} stale={stale}>
            {cardsOnPhone ? (
              <ResponsiveList rows={rows(data)} shadedHeader={shadedHeader} {...tableProps} />
            ) : (
              <DataTable rows={rows(data)} shadedHeader={shadedHeader} {...tableProps} columns={columns} />
            )}
            {footer && (
              <Box p={inset} mt={flush ? 0 : "md"}>
                {footer(data)}
              </Box>
            )}
          </StaleContent>
        )}
      </QueryStates>

    </Paper>
  );
}

function EmptyState<Data>({
  empty,
  data,
  flush,
  testId,
}: {
  empty: DataListProps<Data, unknown>["empty"];
  data: Data | undefined;
  flush: boolean;
  testId: string | undefined;
}) {
  // QueryStates asks for the empty state only once an answer is there.
  const content = typeof empty === "function" ? data !== undefined && empty(data) : empty;
  if (typeof content !== "string") return <>{content}</>;
  return (
    <Text p={flush ? "xl" : "md"} ta="center" c="dimmed" data-testid={testId}>
      {content}
    </Text>
  );
}
