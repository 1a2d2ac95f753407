import { Divider, Group } from "@mantine/core";
import { useBuilder } from "../../Builder/builder-context.ts";
import { useBuilderValue } from "../../Builder/form-context.ts";
import { Section } from "../Section.tsx";
import { AccountPicker } from "./AccountPicker.tsx";
import { AddOnFields } from "./AddOnFields.tsx";
import { DefaultItemFee } from "./DefaultItemFee.tsx";
import { PriceFields } from "./PriceFields.tsx";
import { SettlementAccountSelect } from "./SettlementAccountSelect.tsx";
import { SoldOutMessage } from "./SoldOutMessage.tsx";
import { TotalsPreview } from "./TotalsPreview.tsx";
import { useSuggestedFee } from "./useSuggestedFee.ts";

/**
 * "Payment and Settlement": payee and accounts, pricing and fees, add-ons, sold-out message
 * (docs/product/items-and-fees.md).
 */
export function PaymentSettlement() {
  const { module } = useBuilder();
  const suggestedFeeCents = useSuggestedFee({
    module,
    feeType: useBuilderValue("feeType"),
    settlementAccountId: useBuilderValue("settlementAccountId"),
    amountCents: useBuilderValue("amountCents"),
  });

  return (
    <Section id="payment">
      <SettlementAccountSelect />
      <Group align="flex-start" grow>
        <AccountPicker kind="PRIMARY" />
        <AccountPicker kind="SUB" />
      </Group>
      <Divider />
      <PriceFields suggestedFeeCents={suggestedFeeCents} />
      <DefaultItemFee />
      <AddOnFields />
      <TotalsPreview suggestedFeeCents={suggestedFeeCents} />
      <Divider />
      <SoldOutMessage />
    </Section>
  );
}
