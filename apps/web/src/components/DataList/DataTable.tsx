import { Table, VisuallyHidden, type TableProps, type TableTrProps } from "@mantine/core";
import type { RowSelection } from "../RowSelection/index.ts";
import { SelectableRow, SelectAllHeader, SelectRowCell } from "../SelectableTable/index.ts";
import { visibleColumns, type DataColumns } from "./columns.ts";

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
  const shown = visibleColumns(columns);
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
          <SelectableRow key={rowKey(row)} selection={selection?.state ?? null} row={row} {...rowProps?.(row)}>
            {selection && <SelectRowCell selection={selection.state} row={row} label={selection.rowLabel(row)} />}
            {shown.map((column) => (
              <Table.Td key={column.header} ta={column.align} w={column.width} maw={column.maxWidth} data-testid={column.cellTestId}>
                {column.cell(row)}
              </Table.Td>
            ))}
          </SelectableRow>
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
