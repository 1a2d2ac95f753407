import { Checkbox, Group, Stack, Switch } from "@mantine/core";
import { formatPercentHundredths, taxPercentForItem } from "@paydesk/domain";
import { useBuilder, useFieldError } from "../../Builder/builder-context.ts";
import { useBuilderForm, useSetBuilderValue, useBuilderValue } from "../../Builder/form-context.ts";
import { DollarInput, IntegerInput, PercentInput } from "../../../../components/MoneyInput/index.ts";

/** Largest quantity the form schema takes. */
const QUANTITY_MAX = 1_000_000;

/**
 * Tax, shipping and quantity (docs/product/items-and-fees.md): each add-on toggles, and turning one
 * off sets it to 0; "Include tax" takes the company's default rate, otherwise 0.00.
 */
export function AddOnFields() {
  const form = useBuilderForm();
  const { options } = useBuilder();
  const set = useSetBuilderValue();
  const values = {
    taxEnabled: useBuilderValue("taxEnabled"),
    includeTax: useBuilderValue("includeTax"),
    taxRateHundredths: useBuilderValue("taxRateHundredths"),
    shippingEnabled: useBuilderValue("shippingEnabled"),
    shippingCents: useBuilderValue("shippingCents"),
    quantityAvailable: useBuilderValue("quantityAvailable"),
  };
  const companyRate = options.company.defaultTaxHundredths;
  const taxError = useFieldError("taxRateHundredths");
  const shippingError = useFieldError("shippingCents");
  const quantityError = useFieldError("quantityAvailable");

  const toggleTax = (enabled: boolean) =>
    form.setValues(enabled ? { taxEnabled: true } : { taxEnabled: false, includeTax: false, taxRateHundredths: 0 });
  const toggleIncludeTax = (includeTax: boolean) =>
    form.setValues({
      includeTax,
      taxRateHundredths: taxPercentForItem({ includeTax, companyDefaultTaxHundredths: companyRate }),
    });
  const toggleShipping = (enabled: boolean) =>
    form.setValues(enabled ? { shippingEnabled: true } : { shippingEnabled: false, shippingCents: 0 });

  return (
    <Stack gap="md">
      <Group align="flex-start" gap="xl">
        <Stack gap="xs" w={{ base: "100%", sm: 300 }}>
          <Switch label="Charge tax" checked={values.taxEnabled} onChange={(e) => toggleTax(e.currentTarget.checked)} />
          {values.taxEnabled && (
            <>
              <Checkbox
                label={`Include tax at the company rate (${formatPercentHundredths(companyRate)})`}
                checked={values.includeTax}
                onChange={(e) => toggleIncludeTax(e.currentTarget.checked)}
              />
              <PercentInput
                label="Tax rate"
                value={values.taxRateHundredths}
                onChange={(hundredths) => set("taxRateHundredths", hundredths)}
                readOnly={values.includeTax}
                error={taxError}
              />
            </>
          )}
        </Stack>
        <Stack gap="xs" w={{ base: "100%", sm: 300 }}>
          <Switch
            label="Charge shipping"
            checked={values.shippingEnabled}
            onChange={(e) => toggleShipping(e.currentTarget.checked)}
          />
          {values.shippingEnabled && (
            <DollarInput
              label="Shipping"
              value={values.shippingCents}
              onChange={(cents) => set("shippingCents", cents)}
              error={shippingError}
            />
          )}
        </Stack>
      </Group>
      <IntegerInput
        label="Quantity available"
        description="0 means no limit."
        max={QUANTITY_MAX}
        value={values.quantityAvailable}
        onChange={(quantity) => set("quantityAvailable", quantity)}
        error={quantityError}
        w={{ base: "100%", sm: 200 }}
      />
    </Stack>
  );
}
