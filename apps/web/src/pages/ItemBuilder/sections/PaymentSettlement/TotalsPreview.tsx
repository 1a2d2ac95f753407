import { Group, Paper, Stack, Table, Text } from "@mantine/core";
import { alwaysAddFlatFeeCents, computeItemTotals, formatCents } from "@paydesk/domain";
import { useState } from "react";
import { useBuilder } from "../../Builder/builder-context.ts";
import { useBuilderValue } from "../../Builder/form-context.ts";
import { BUILDER_MESSAGES } from "../../messages.ts";
import { IntegerInput } from "../../../../components/MoneyInput/index.ts";

/**
 * What a payer would be charged (docs/product/items-and-fees.md, Pricing and fees), live as the
 * form changes.
 */
export function TotalsPreview({ suggestedFeeCents }: { suggestedFeeCents: number | null }) {
  const { options } = useBuilder();
  const values = {
    amountCents: useBuilderValue("amountCents"),
    taxEnabled: useBuilderValue("taxEnabled"),
    taxRateHundredths: useBuilderValue("taxRateHundredths"),
    shippingEnabled: useBuilderValue("shippingEnabled"),
    shippingCents: useBuilderValue("shippingCents"),
    feeType: useBuilderValue("feeType"),
    feeCents: useBuilderValue("feeCents"),
    settlementAccountId: useBuilderValue("settlementAccountId"),
  };
  const [quantity, setQuantity] = useState(1);
  const payee = options.settlementAccounts.find((a) => a.id === values.settlementAccountId);

  const totals = computeItemTotals({
    amountCents: values.amountCents,
    quantity,
    taxPercentHundredths: values.taxEnabled ? values.taxRateHundredths : 0,
    shippingCents: values.shippingEnabled ? values.shippingCents : 0,
    feeType: values.feeType,
    feeCents: values.feeCents,
    suggestedFeeCents,
    cardRateHundredths: payee?.cardRateHundredths ?? 0,
    cardFixedFeeCents: payee?.cardFixedFeeCents ?? 0,
    flatFeeCents: alwaysAddFlatFeeCents(options.company),
  });
  const rows: [string, number][] = [
    ["Amount", totals.cents.subtotal],
    ["Tax", totals.cents.tax],
    ["Shipping", totals.cents.shipping],
    ["Fee", totals.cents.fee],
  ];

  return (
    <Paper p="md" radius="md" bg="var(--mantine-color-gray-0)" data-testid="totals-preview">
      <Group justify="space-between" align="flex-end" mb="xs">
        <Text fw={600}>Payer's total</Text>
        <IntegerInput label="Quantity" size="xs" w={90} min={1} max={1000} value={quantity} onChange={setQuantity} />
      </Group>
      <Stack gap={4}>
        <Table verticalSpacing={2} aria-label="Totals">
          <Table.Tbody>
            {rows.map(([label, cents]) => (
              <Table.Tr key={label}>
                <Table.Td>{label}</Table.Td>
                <Table.Td ta="right" data-testid={`total-${label.toLowerCase()}`}>
                  {formatCents(cents)}
                </Table.Td>
              </Table.Tr>
            ))}
            <Table.Tr>
              <Table.Td fw={700}>Total</Table.Td>
              <Table.Td ta="right" fw={700} data-testid="total-total">
                {formatCents(totals.cents.total)}
              </Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>
        {totals.suggestedFeeMissing && (
          <Text size="xs" c="dimmed">
            {BUILDER_MESSAGES.suggestedFeeMissing}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
