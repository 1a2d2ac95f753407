import { Checkbox, Group, Stack, Table, Text } from "@mantine/core";
import { formatCents } from "@paydesk/domain";
import { shownTotalCents } from "./form-values.ts";
import type { PaymentTotals } from "./types.ts";

interface OrderTotalsProps {
  totals: PaymentTotals;
  removeFees: boolean;
  /** Null when the payer may not remove fees (online). */
  onRemoveFeesChange: ((remove: boolean) => void) | null;
}

/**
 * The order's totals with the convenience fee shown before the payer confirms; the
 * "remove convenience fees" box toggles the total between with and without fees (docs/product/terminal.md).
 */
export function OrderTotals({ totals, removeFees, onRemoveFeesChange }: OrderTotalsProps) {
  const rows: [string, number][] = [
    ["Subtotal", totals.subtotalCents],
    ["Tax", totals.taxCents],
    ["Shipping", totals.shippingCents],
  ];
  return (
    <Stack gap="xs">
      <Table withRowBorders={false} verticalSpacing={4} data-testid="payment-totals">
        <Table.Tbody>
          {rows
            .filter(([label, cents]) => label === "Subtotal" || cents > 0)
            .map(([label, cents]) => (
              <Table.Tr key={label}>
                <Table.Td>{label}</Table.Td>
                <Table.Td ta="right">{formatCents(cents)}</Table.Td>
              </Table.Tr>
            ))}
          {totals.feeCents > 0 && (
            <Table.Tr c={removeFees ? "dimmed" : undefined} td={removeFees ? "line-through" : undefined}>
              <Table.Td>Convenience fee</Table.Td>
              <Table.Td ta="right" data-testid="payment-fee">
                {formatCents(totals.feeCents)}
              </Table.Td>
            </Table.Tr>
          )}
        </Table.Tbody>
      </Table>
      {onRemoveFeesChange && totals.feeCents > 0 && (
        <Checkbox
          label="Remove convenience fees"
          checked={removeFees}
          onChange={(event) => onRemoveFeesChange(event.currentTarget.checked)}
        />
      )}
      <Group justify="space-between">
        <Text fw={700}>Total</Text>
        <Text fw={700} fz="lg" data-testid="payment-total">
          {formatCents(shownTotalCents(totals, removeFees))}
        </Text>
      </Group>
    </Stack>
  );
}
