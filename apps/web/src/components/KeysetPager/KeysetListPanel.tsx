import { Paper, Table, Text } from "@mantine/core";
import type { ReactNode } from "react";
import { QueryStates } from "../QueryStates/index.ts";

interface KeysetListPanelProps<Data extends { rows: readonly unknown[] }> {
  query: Parameters<typeof QueryStates<Data>>[0]["query"];
  /** What an empty page says ("No groups yet.", "No student matches your search."). */
  emptyText: string;
  emptyTestId?: string;
  /** Below this width the table scrolls sideways instead of squeezing its columns. */
  minWidth: number;
  /** The table of one page. */
  children: (data: Data) => ReactNode;
}

/**
 * The panel of a list paged by keyset (students, staff, groups): its loading, error and empty
 * states and a table that scrolls sideways on narrow screens. The pager goes below it
 * (KeysetPager), the filters above.
 */
export function KeysetListPanel<Data extends { rows: readonly unknown[] }>({
  query,
  emptyText,
  emptyTestId,
  minWidth,
  children,
}: KeysetListPanelProps<Data>) {
  return (
    <Paper radius="lg" p={0} style={{ overflow: "hidden" }}>
      <QueryStates
        query={query}
        isEmpty={(data) => data.rows.length === 0}
        empty={
          <Text p="xl" ta="center" c="dimmed" data-testid={emptyTestId}>
            {emptyText}
          </Text>
        }
      >
        {(data) => <Table.ScrollContainer minWidth={minWidth}>{children(data)}</Table.ScrollContainer>}
      </QueryStates>
    </Paper>
  );
}
