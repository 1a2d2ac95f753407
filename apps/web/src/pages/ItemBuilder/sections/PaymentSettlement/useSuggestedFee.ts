import { useDebouncedValue } from "@mantine/hooks";
import type { FeeType, TModule } from "@paydesk/validators";
import { useQuery } from "@tanstack/react-query";
import { trpc } from "../../../../trpc.ts";
import { SUGGESTED_FEE_DEBOUNCE_MS } from "../../constants.ts";

interface SuggestedFeeInput {
  module: TModule;
  feeType: FeeType;
  settlementAccountId: number | null;
  amountCents: number;
}

/**
 * GET /api/fee (docs/product/items-and-fees.md, Pricing and fees): the suggested fee for the payee
 * and price, asked when the fee type is Suggested and either changes. A failure is silently
 * ignored: the fee is then unknown (null) and the totals preview says so instead of showing a wrong fee.
 */
export function useSuggestedFee({ module, feeType, settlementAccountId, amountCents }: SuggestedFeeInput): number | null {
  // Primitives only: a fresh object every render would restart the debounce for ever.
  const [payee] = useDebouncedValue(settlementAccountId, SUGGESTED_FEE_DEBOUNCE_MS);
  const [amount] = useDebouncedValue(amountCents, SUGGESTED_FEE_DEBOUNCE_MS);
  const enabled = feeType === "Suggested" && payee !== null;
  const fee = useQuery({
    ...trpc.itemBuilder.suggestedFee.queryOptions({ module, settlementAccountId: payee ?? 0, amountCents: amount }),
    enabled,
    retry: false,
    throwOnError: false,
  });
  return enabled && fee.isSuccess ? fee.data.feeCents : null;
}
