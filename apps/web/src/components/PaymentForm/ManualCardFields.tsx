import { NativeSelect, SimpleGrid, TextInput } from "@mantine/core";
import { cardBrandOf } from "@paydesk/domain";
import { CARD_BRAND_LABELS, MONTHS, expiryYears } from "./card-labels.ts";
import type { PaymentFormApi } from "./form-context.ts";

/** A typed card: number (its brand named as it is typed), expiry and security code. */
export function ManualCardFields({ form }: { form: PaymentFormApi }) {
  const brand = cardBrandOf(form.getValues().cc_pan.replace(/\D/g, ""));
  return (
    <>
      <TextInput
        label="Card number"
        withAsterisk
        inputMode="numeric"
        autoComplete="cc-number"
        description={brand ? CARD_BRAND_LABELS[brand] : undefined}
        {...form.getInputProps("cc_pan")}
      />
      {/* Side by side where there is room; one under the other on a phone, each at full width. */}
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm" verticalSpacing="sm">
        <NativeSelect
          label="Expiry month"
          withAsterisk
          autoComplete="cc-exp-month"
          data={[{ value: "", label: "Month" }, ...MONTHS]}
          {...form.getInputProps("cc_month")}
        />
        <NativeSelect
          label="Expiry year"
          withAsterisk
          autoComplete="cc-exp-year"
          data={[{ value: "", label: "Year" }, ...expiryYears(new Date())]}
          {...form.getInputProps("cc_year")}
        />
        <TextInput
          label="Security code"
          withAsterisk
          inputMode="numeric"
          autoComplete="cc-csc"
          maxLength={4}
          {...form.getInputProps("cc_cv")}
        />
      </SimpleGrid>
    </>
  );
}
