import { Table, Text, VisuallyHidden } from "@mantine/core";
import type { ReactNode } from "react";

interface FigureTableProps<Row> {
  caption: string;
  columns: { label: string; numeric?: boolean }[];
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  cells: (row: Row) => ReactNode[];
  /** Shown instead of an empty table. */
  empty: string;
}

/** The widgets' tables: a caption for screen readers, numbers right-aligned. */
export function FigureTable<Row>({ caption, columns, rows, rowKey, cells, empty }: FigureTableProps<Row>) {
  if (rows.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {empty}
      </Text>
    );
  }
  return (
    <Table striped verticalSpacing={6} fz="sm">
      <VisuallyHidden component="caption">{caption}</VisuallyHidden>
      <Table.Thead>
        <Table.Tr>
          {columns.map((column) => (
            <Table.Th key={column.label} ta={column.numeric ? "right" : undefined} scope="col">
              {column.label}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={rowKey(row)}>
            {cells(row).map((cell, index) => (
              <Table.Td key={columns[index]!.label} ta={columns[index]!.numeric ? "right" : undefined}>
                {cell}
              </Table.Td>
            ))}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
