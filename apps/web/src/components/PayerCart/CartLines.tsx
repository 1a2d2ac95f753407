import { ActionIcon, Badge, Button, Stack, Text, Tooltip } from "@mantine/core";
import { formatCents } from "@paydesk/domain";
import { IconTrash } from "@tabler/icons-react";
import { LineArithmetic } from "../LineArithmetic/index.ts";
import { ResponsiveList, type ListColumns } from "../ResponsiveList/index.ts";
import type { RowSelection } from "../RowSelection/index.ts";

export interface CartLineRow {
  lineId: number;
  title: string;
  studentName: string | null;
  amountCents: number;
  quantity: number;
  cfs: Record<string, string | string[]>;
  lineTotalCents: number;
  feeCents: number;
  taxCents: number;
  shippingCents: number;
  soldOutMessage: string | null;
}

interface CartLinesProps {
  lines: readonly CartLineRow[];
  /** Without it the lines are read-only (the checkout's review). */
  onRemove?: (lineId: number) => void;
  isRemoving?: (lineId: number) => boolean;
  /** The lines chosen to pay (the terminal's checkout selection); without it, no select column. */
  selection?: RowSelection<CartLineRow>;
}

function customFieldText(value: string | string[]): string {
  return Array.isArray(value) ? value.join(", ") : value;
}

function removeName(line: CartLineRow): string {
  return `Remove ${line.title}${line.studentName ? ` for ${line.studentName}` : ""}`;
}

/**
 * The cart's lines: what, for whom, the custom field values, price, quantity, fee and total. A
 * table where there is room; on a phone a card per line with every amount on its own labelled
 * line and the remove button at full width (ResponsiveList).
 */
export function CartLines({ lines, onRemove, isRemoving = () => false, selection }: CartLinesProps) {
  const columns: ListColumns<CartLineRow> = [
    {
      header: "Item",
      cell: (line) => (
        <Stack gap={2}>
          <Text fw={600}>{line.title}</Text>
          <LineArithmetic
            line={{
              quantity: line.quantity,
              amountCents: line.amountCents,
              feeCents: line.feeCents,
              taxCents: line.taxCents,
              shippingCents: line.shippingCents,
              totalCents: line.lineTotalCents,
            }}
            size="sm"
          />
          {Object.entries(line.cfs).map(([label, value]) => (
            <Text key={label} size="sm" c="dimmed">
              {label}: {customFieldText(value)}
            </Text>
          ))}
          {line.soldOutMessage && (
            <Badge color="red" variant="light">
              {line.soldOutMessage}
            </Badge>
          )}
        </Stack>
      ),
    },
    { header: "For", cell: (line) => line.studentName ?? "No student" },
    { header: "Price", align: "right", cell: (line) => formatCents(line.amountCents) },
    { header: "Quantity", align: "right", cell: (line) => line.quantity },
    { header: "Convenience fee", align: "right", cell: (line) => formatCents(line.feeCents) },
    {
      header: "Total",
      align: "right",
      cell: (line) => (
        <Text span fw={600} inherit>
          {formatCents(line.lineTotalCents)}
        </Text>
      ),
    },
    onRemove && {
      header: "Remove",
      hideHeader: true,
      align: "right",
      phone: "actions",
      cell: (line, layout) =>
        layout === "cards" ? (
          <Button
            variant="light"
            color="red"
            leftSection={<IconTrash size={18} aria-hidden />}
            aria-label={removeName(line)}
            loading={isRemoving(line.lineId)}
            disabled={isRemoving(line.lineId)}
            onClick={() => onRemove(line.lineId)}
          >
            Remove
          </Button>
        ) : (
          <Tooltip label="Remove from cart">
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={removeName(line)}
              loading={isRemoving(line.lineId)}
              disabled={isRemoving(line.lineId)}
              onClick={() => onRemove(line.lineId)}
            >
              <IconTrash size={18} aria-hidden />
            </ActionIcon>
          </Tooltip>
        ),
    },
  ];
  return (
    <ResponsiveList
      label="Cart lines"
      columns={columns}
      rows={lines}
      rowKey={(line) => line.lineId}
      rowProps={() => ({ "data-testid": "cart-line" })}
      selection={selection && { state: selection, rowLabel: (line) => line.title, allLabel: "Select all lines" }}
      minWidth={640}
      data-testid="cart-lines"
    />
  );
}
