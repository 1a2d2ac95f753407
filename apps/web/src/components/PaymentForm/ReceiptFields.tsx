import { Autocomplete, Checkbox } from "@mantine/core";
import type { PaymentFormApi } from "./form-context.ts";

/**
 * "E-mail a receipt" and its address, with suggestions offered from the first keystroke.
 * Unticking it clears the address and its message (docs/product/terminal.md, The payment step).
 */
export function ReceiptFields({ form, suggestions }: { form: PaymentFormApi; suggestions: readonly string[] }) {
  const { email_receipt } = form.getValues();
  return (
    <>
      <Checkbox
        label="E-mail a receipt"
        {...form.getInputProps("email_receipt", { type: "checkbox" })}
        onChange={(event) => {
          const checked = event.currentTarget.checked;
          form.setFieldValue("email_receipt", checked);
          if (!checked) {
            form.setFieldValue("email", "");
            form.clearFieldError("email");
          }
        }}
      />
      {email_receipt && (
        <Autocomplete
          label="Receipt e-mail address"
          withAsterisk
          type="email"
          autoComplete="email"
          data={[...new Set(suggestions)]}
          {...form.getInputProps("email")}
        />
      )}
    </>
  );
}
