import { Group, Radio, Stack, Text } from "@mantine/core";
import { formatCents, formatPercentHundredths, isFeeTypeOffered, pricingLayout, priceEditBlockedMessage } from "@paydesk/domain";
import { AMOUNT_TYPES, type AmountType, type FeeType } from "@paydesk/validators";
import { useEffect, useState } from "react";
import { useBuilder, useFieldError } from "../../Builder/builder-context.ts";
import { useBuilderForm, useBuilderValue, useSetBuilderValue } from "../../Builder/form-context.ts";
import { BUILDER_MESSAGES } from "../../messages.ts";
import { DollarInput, OptionalDollarInput } from "../../../../components/MoneyInput/index.ts";
import { AMOUNT_TYPE_LABELS, FEE_TYPE_HINTS, FEE_TYPE_LABELS } from "./labels.ts";

/**
 * Amount type, price and fee (docs/product/items-and-fees.md, Pricing and fees): Open and AOpen
 * hide the price and offer the calculated fee, Fixed shows the price and the suggested fee (domain
 * pricingLayout); fee type None makes the price read-only, and trying to edit it says why. A new
 * item starts at Fixed with a $0.00 fee, a price and no fee, the case most items are; each fee type says
 * under its name what it does to the price.
 */
export function PriceFields({ suggestedFeeCents }: { suggestedFeeCents: number | null }) {
  const form = useBuilderForm();
  const { options } = useBuilder();
  const set = useSetBuilderValue();
  const values = {
    amountType: useBuilderValue("amountType"),
    amountCents: useBuilderValue("amountCents"),
    feeType: useBuilderValue("feeType"),
    feeCents: useBuilderValue("feeCents"),
    settlementAccountId: useBuilderValue("settlementAccountId"),
  };
  const layout = pricingLayout(values.amountType);
  const blocked = priceEditBlockedMessage(values.feeType);
  const [showBlocked, setShowBlocked] = useState(false);
  const feeTypeError = useFieldError("feeType");
  const feeError = useFieldError("feeCents");
  const amountError = useFieldError("amountCents");
  const payee = options.settlementAccounts.find((a) => a.id === values.settlementAccountId);

  // The message answers an attempt to edit; once the fee type allows editing it has no reason to stay.
  useEffect(() => setShowBlocked(false), [values.feeType]);

  const chooseAmountType = (next: AmountType) => {
    // A fee type the new amount type does not offer would only come back as a readiness problem.
    const feeType: FeeType = isFeeTypeOffered(next, values.feeType) ? values.feeType : "None";
    form.setValues({ amountType: next, feeType });
  };

  return (
    <Stack gap="md">
      <Radio.Group label="Amount type" value={values.amountType} onChange={(v) => chooseAmountType(v as AmountType)}>
        <Group mt={6}>
          {AMOUNT_TYPES.map((type) => (
            <Radio key={type} value={type} label={AMOUNT_TYPE_LABELS[type]} />
          ))}
        </Group>
      </Radio.Group>

      <Radio.Group
        label="Fee type"
        value={values.feeType}
        onChange={(v) => set("feeType", v as FeeType)}
        error={feeTypeError}
        data-field="feeType"
      >
        <Stack mt={6} gap={6}>
          {layout.feeTypes.map((type) => (
            <Radio key={type} value={type} label={FEE_TYPE_LABELS[type]} description={FEE_TYPE_HINTS[type]} />
          ))}
        </Stack>
      </Radio.Group>

      <Group align="flex-start" grow>
        {layout.showPrice ? (
          <DollarInput
            label="Price"
            value={values.amountCents}
            onChange={(cents) => set("amountCents", cents)}
            readOnly={blocked !== null}
            onClick={() => setShowBlocked(blocked !== null)}
            onFocus={() => setShowBlocked(blocked !== null)}
            error={showBlocked ? blocked : amountError}
            data-testid="price-input"
          />
        ) : values.amountType === "AOpen" ? (
          <OptionalDollarInput
            label="Suggested amount (optional)"
            description="Left blank, the payer starts from an empty amount."
            value={values.amountCents === 0 ? null : values.amountCents}
            onChange={(cents) => set("amountCents", cents ?? 0)}
            error={amountError}
          />
        ) : (
          <Text size="sm" c="dimmed" pt={24}>
            The payer enters the amount.
          </Text>
        )}

        {values.feeType === "Fixed" && (
          <DollarInput
            label="Fee per item"
            description="$0.00 for no fee"
            value={values.feeCents}
            onChange={(cents) => set("feeCents", cents)}
            error={feeError}
          />
        )}
        {values.feeType === "Calculated" && (
          <Text size="sm" pt={24} data-testid="calculated-fee">
            {payee
              ? `Calculated from the card rates of ${payee.name}: ${formatPercentHundredths(payee.cardRateHundredths)} + ${formatCents(payee.cardFixedFeeCents)} per payment.`
              : "Calculated from the card rates of the settlement account: choose one."}
          </Text>
        )}
        {values.feeType === "Suggested" && (
          <Text size="sm" pt={24} data-testid="suggested-fee">
            {suggestedFeeCents === null
              ? BUILDER_MESSAGES.suggestedFeeMissing
              : `Suggested fee: ${formatCents(suggestedFeeCents)}`}
          </Text>
        )}
      </Group>
    </Stack>
  );
}
