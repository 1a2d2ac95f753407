import { Button, Text } from "@mantine/core";
import { IconMailOpened } from "@tabler/icons-react";
import type { DataColumn } from "../../components/DataList/index.ts";
import { formatDateTime } from "./format.ts";

/** When something happened, on one line; `zone` is the row's company's when the list spans companies. */
export function timeColumn<Row>(
  at: (row: Row) => Date | null,
  { header = "Time", zone }: { header?: string; zone?: (row: Row) => string } = {},
): DataColumn<Row> {
  return {
    header,
    cell: (row) => (
      <Text size="sm" style={{ whiteSpace: "nowrap" }}>
        {formatDateTime(at(row), undefined, zone?.(row))}
      </Text>
    ),
  };
}

/** A sent message's Open button, at the row's right: its whole text opens in a dialog. `label` names the message for screen readers. */
export function openColumn<Row>(header: string, label: (row: Row) => string, onOpen: (row: Row) => void): DataColumn<Row> {
  return {
    header,
    align: "right",
    cell: (row) => (
      <Button
        size="xs"
        variant="subtle"
        leftSection={<IconMailOpened size={14} aria-hidden />}
        onClick={() => onOpen(row)}
        aria-label={label(row)}
      >
        Open
      </Button>
    ),
  };
}
