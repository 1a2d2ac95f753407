import { Divider, Group, Stack, Text } from "@mantine/core";
import { formatCents } from "@paydesk/domain";

export interface CartTotalsView {
  subtotalCents: number;
  taxCents: number;
  shippingCents: number;
  feeCents: number;
  totalCents: number;
}

function Row({ label, cents, testId, strong = false }: { label: string; cents: number; testId: string; strong?: boolean }) {
  return (
    <Group justify="space-between">
      <Text fw={strong ? 700 : undefined}>{label}</Text>
      <Text fw={strong ? 700 : undefined} fz={strong ? "lg" : undefined} data-testid={testId}>
        {formatCents(cents)}
      </Text>
    </Group>
  );
}

/**
 * The cart's totals, the convenience fee on a line of its own: the payer sees the fee before
 * confirming (issue 9, "Fees"), and the fee shown is the fee charged.
 */
export function CartTotals({ totals }: { totals: CartTotalsView }) {
  return (
    <Stack gap={6} data-testid="cart-totals" maw={360} ml="auto" w="100%">
      <Row label="Subtotal" cents={totals.subtotalCents} testId="total-subtotal" />
      {totals.taxCents > 0 && <Row label="Tax" cents={totals.taxCents} testId="total-tax" />}
      {totals.shippingCents > 0 && <Row label="Shipping" cents={totals.shippingCents} testId="total-shipping" />}
      <Row label="Convenience fee" cents={totals.feeCents} testId="total-fee" />
      <Divider />
      <Row label="Total" cents={totals.totalCents} testId="total-total" strong />
    </Stack>
  );
}
