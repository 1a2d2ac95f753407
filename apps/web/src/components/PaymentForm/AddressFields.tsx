import { NativeSelect, SimpleGrid, TextInput } from "@mantine/core";
import { UsStateSelect } from "../UsStateSelect/index.ts";
import type { PaymentFormApi } from "./form-context.ts";

const COUNTRIES = [
  { value: "USA", label: "United States" },
  { value: "CAN", label: "Canada" },
];

/**
 * The billing address. A card needs all of it: street, city, a state not NA
 * (docs/product/checkout-and-payments.md); every payment at the terminal needs the postal code, so
 * cash and check show that field alone.
 */
export function AddressFields({ form, postalCodeOnly }: { form: PaymentFormApi; postalCodeOnly: boolean }) {
  const { country } = form.getValues();
  const postalCode = (
    <TextInput label="Postal code" withAsterisk autoComplete="postal-code" {...form.getInputProps("postal_code")} />
  );
  if (postalCodeOnly) return postalCode;
  return (
    <>
      <TextInput label="Street" withAsterisk autoComplete="address-line1" {...form.getInputProps("street")} />
      <TextInput label="Apartment, suite or unit" autoComplete="address-line2" {...form.getInputProps("street2")} />
      {/* Pairs side by side where there is room; one under the other on a phone, each at full width. */}
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="sm">
        <TextInput label="City" withAsterisk autoComplete="address-level2" {...form.getInputProps("city")} />
        {country === "USA" ? (
          <UsStateSelect {...form.getInputProps("state")} />
        ) : (
          <TextInput label="Province or state" withAsterisk autoComplete="address-level1" {...form.getInputProps("state")} />
        )}
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="sm">
        <NativeSelect
          label="Country"
          autoComplete="country"
          data={COUNTRIES}
          {...form.getInputProps("country")}
          onChange={(event) => {
            form.setFieldValue("country", event.currentTarget.value);
            form.setFieldValue("state", "");
          }}
        />
        {postalCode}
      </SimpleGrid>
    </>
  );
}
