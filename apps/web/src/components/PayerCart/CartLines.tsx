import { ActionIcon, Badge, Stack, Table, Text, Tooltip, VisuallyHidden } from "@mantine/core";
import { formatCents } from "@paydesk/domain";
import { IconTrash } from "@tabler/icons-react";
import { LineArithmetic } from "../LineArithmetic/index.ts";
import type { RowSelection } from "../RowSelection/index.ts";
import { SelectAllHeader, SelectRowCell, SelectableRow } from "../SelectableTable/index.ts";

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

/** The cart's lines: what, for whom, the custom field values, price, quantity, fee and total. */
export function CartLines({ lines, onRemove, isRemoving = () => false, selection }: CartLinesProps) {
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table verticalSpacing="sm" data-testid="cart-lines">
        <Table.Thead>
          <Table.Tr>
            {selection && <SelectAllHeader selection={selection} label="Select all lines" />}
            <Table.Th>Item</Table.Th>
            <Table.Th>For</Table.Th>
            <Table.Th ta="right">Price</Table.Th>
            <Table.Th ta="right">Quantity</Table.Th>
            <Table.Th ta="right">Convenience fee</Table.Th>
            <Table.Th ta="right">Total</Table.Th>
            {onRemove && (
              <Table.Th>
                <VisuallyHidden>Remove</VisuallyHidden>
              </Table.Th>
            )}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {lines.map((line) => (
            <SelectableRow key={line.lineId} selection={selection ?? null} row={line} data-testid="cart-line">
              {selection && <SelectRowCell selection={selection} row={line} label={line.title} />}
              <Table.Td>
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
                    <Badge color="red" variant="light" w="fit-content">
                      {line.soldOutMessage}
                    </Badge>
                  )}
                </Stack>
              </Table.Td>
              <Table.Td>{line.studentName ?? "No student"}</Table.Td>
              <Table.Td ta="right">{formatCents(line.amountCents)}</Table.Td>
              <Table.Td ta="right">{line.quantity}</Table.Td>
              <Table.Td ta="right">{formatCents(line.feeCents)}</Table.Td>
              <Table.Td ta="right" fw={600}>
                {formatCents(line.lineTotalCents)}
              </Table.Td>
              {onRemove && (
                <Table.Td ta="right">
                  <Tooltip label="Remove from cart">
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={`Remove ${line.title}${line.studentName ? ` for ${line.studentName}` : ""}`}
                      loading={isRemoving(line.lineId)}
                      disabled={isRemoving(line.lineId)}
                      onClick={() => onRemove(line.lineId)}
                    >
                      <IconTrash size={18} aria-hidden />
                    </ActionIcon>
                  </Tooltip>
                </Table.Td>
              )}
            </SelectableRow>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
