import { Box } from "@mantine/core";
import { OrderTotals, type PaymentTotals } from "../PaymentForm/index.ts";

/**
 * A cart's totals before checkout: the payment step's own totals table (the convenience fee on
 * its own line, shown before the payer confirms), without the fee-removal box, which belongs to
 * the payment step.
 */
export function CartTotals({ totals }: { totals: PaymentTotals }) {
  return (
    <Box maw={360} ml="auto" w="100%">
      <OrderTotals totals={totals} removeFees={false} onRemoveFeesChange={null} />
    </Box>
  );
}
