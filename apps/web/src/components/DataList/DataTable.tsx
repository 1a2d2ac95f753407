import { Table, VisuallyHidden, type TableProps, type TableTrProps } from "@mantine/core";
import { memo, useMemo, type ReactElement } from "react";
import type { RowSelection } from "../RowSelection/index.ts";
import { SelectableRow, SelectAllHeader, SelectRowCell } from "../SelectableTable/index.ts";
import { visibleColumns, type DataColumn, type DataColumns } from "./columns.ts";
import { useStableHandler } from "./useStableHandler.ts";

/** Rows a mass action may take: the selection and how each row is named ("Select <name>"). */
export interface DataTableSelection<Row> {
  state: RowSelection<Row>;
  rowLabel: (row: Row) => string;
  /** The select-all box's name; "Select all" by default. */
  allLabel?: string;
  /** Rows chosen one by one only: the box column's header names it for screen readers instead of holding a select-all box. */
  withoutSelectAll?: boolean;
}

export interface DataTableProps<Row> extends Omit<TableProps, "children" | "data"> {
  /** Names the table for screen readers (its aria-label): what the rows are. */
  label: string;
  /**
   * Each row is drawn again only when its data, its selection or these columns change: a page
   * whose cells read its state keeps the array in `useMemo` (on that state), so an unrelated
   * render of the page (a keystroke, a query's answer) does not redraw every row.
   */
  columns: DataColumns<Row>;
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  /** Attributes of a body row: the test ids and data attributes the browser tests read. */
  rowProps?: (row: Row) => TableTrProps & { [data: `data-${string}`]: string | number | undefined };
  selection?: DataTableSelection<Row>;
  /** Below this width the table scrolls sideways instead of squeezing its columns. */
  minWidth?: number;
  /** Past this height the rows scroll inside the table's box (a list inside a dialog); with `minWidth`. */
  maxHeight?: number;
  /** A grey header row: a table that fills its card edge to edge needs it to set the header apart. */
  shadedHeader?: boolean;
}

/**
 * A list's table drawn from its columns: named for screen readers, headers scoped to their
 * columns, optional selection boxes in front (reusing SelectableTable), one row per item.
 */
export function DataTable<Row>({
  label,
  columns,
  rows,
  rowKey,
  rowProps,
  selection,
  minWidth,
  maxHeight,
  shadedHeader = false,
  ...tableProps
}: DataTableProps<Row>) {
  const shown = useMemo(() => visibleColumns(columns), [columns]);
  const state = selection?.state;
  const toggle = useStableHandler((row: Row) => state?.toggle(row));
  const table = (
    <Table verticalSpacing="sm" aria-label={label} {...tableProps}>
      <Table.Thead bg={shadedHeader ? "var(--mantine-color-gray-0)" : undefined}>
        <Table.Tr>
          {selection &&
            (selection.withoutSelectAll ? (
              <Table.Th scope="col" w={40}>
                <VisuallyHidden>Select</VisuallyHidden>
              </Table.Th>
            ) : (
              <SelectAllHeader selection={selection.state} label={selection.allLabel} />
            ))}
          {shown.map((column) => (
            <Table.Th key={column.header} scope="col" ta={column.align} w={column.width}>
              {column.hideHeader ? <VisuallyHidden>{column.header}</VisuallyHidden> : column.header}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <DataRow
            key={rowKey(row)}
            row={row}
            columns={shown}
            selectLabel={selection?.rowLabel(row)}
            selected={state?.isSelected(row) ?? false}
            selectable={state?.isSelectable(row) ?? false}
            toggleRow={toggle}
            {...rowProps?.(row)}
          />
        ))}
      </Table.Tbody>
    </Table>
  );
  return minWidth === undefined ? (
    table
  ) : (
    <Table.ScrollContainer minWidth={minWidth} maxHeight={maxHeight}>
      {table}
    </Table.ScrollContainer>
  );
}

interface DataRowProps<Row> extends Omit<TableTrProps, "children"> {
  row: Row;
  columns: readonly DataColumn<Row>[];
  /** With selection, what the row's box is named ("Select <label>"); without, no box. */
  selectLabel: string | undefined;
  selected: boolean;
  selectable: boolean;
  /** Not `onToggle`: that name is a table row's own event. */
  toggleRow: (row: Row) => void;
}

/** One body row; memoized, so it is drawn again only when one of its own props changes. */
const DataRow = memo(function DataRow<Row>({
  row,
  columns,
  selectLabel,
  selected,
  selectable,
  toggleRow,
  ...trProps
}: DataRowProps<Row>) {
  return (
    <SelectableRow selected={selected} {...trProps}>
      {selectLabel !== undefined && (
        <SelectRowCell row={row} label={selectLabel} selected={selected} selectable={selectable} onToggle={toggleRow} />
      )}
      {columns.map((column) => (
        <Table.Td key={column.header} ta={column.align} w={column.width} maw={column.maxWidth} data-testid={column.cellTestId}>
          {column.cell(row)}
        </Table.Td>
      ))}
    </SelectableRow>
  );
}) as <Row>(props: DataRowProps<Row>) => ReactElement;
