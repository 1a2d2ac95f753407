import { Alert, Button, Checkbox, Group, NumberInput, Radio, Select, Stack, Text, TextInput, Textarea } from "@mantine/core";
import { useForm } from "@mantine/form";
import { formatCents, readOpenAmount } from "@paydesk/domain";
import { CART_QUANTITY_MAX } from "@paydesk/validators";
import { IconShoppingCartPlus } from "@tabler/icons-react";
import { useState, type ReactNode } from "react";
import { mapServerError } from "../ServerErrors/index.ts";
import {
  checkPurchase,
  customFieldKey,
  emptyPurchase,
  isOpenAmount,
  type PurchasableField,
  type PurchasableItem,
  type PurchaseRequest,
  type PurchaseValues,
} from "./purchase.ts";

interface ItemPurchaseFormProps {
  item: PurchasableItem;
  /** Resolves once the line is in the cart; a rejection's message is shown above the button. */
  onAdd: (request: PurchaseRequest) => Promise<unknown>;
  pending: boolean;
  /** Shown before the fields, e.g. the student the line is for. */
  header?: ReactNode;
  submitLabel?: string;
  /** False where the page shows the price already (the pay-for page). */
  showPrice?: boolean;
  /** Judges what the header asks (who the line is for) with the fields: its message, or null. */
  checkHeader?: () => string | null;
}

/**
 * The add-to-cart form of one item for a payer (parent or guest): the open amount, the quantity
 * and the item's custom fields, required ones outlined in red with the product's message when
 * empty (docs/product/checkout-and-payments.md).
 */
export function ItemPurchaseForm({
  item,
  onAdd,
  pending,
  header,
  submitLabel = "Add to cart",
  showPrice = true,
  checkHeader,
}: ItemPurchaseFormProps) {
  const form = useForm<PurchaseValues>({ initialValues: emptyPurchase(item) });
  const [problem, setProblem] = useState<string | null>(null);

  const submit = (values: PurchaseValues) => {
    const check = checkPurchase(item, values);
    const headerProblem = checkHeader?.() ?? null;
    if (!check.ok || headerProblem) {
      form.setErrors(check.ok ? {} : check.fieldErrors);
      setProblem(headerProblem ?? (check.ok ? null : check.message));
      return;
    }
    setProblem(null);
    onAdd(check.request).catch((error: unknown) => {
      const { fieldErrors, message } = mapServerError(error, { fields: ["amount", "quantity"] });
      form.setErrors(fieldErrors);
      setProblem(message);
    });
  };

  return (
    <form noValidate onSubmit={form.onSubmit(submit)}>
      <Stack gap="md">
        {header}
        {isOpenAmount(item) ? (
          <TextInput
            label="Amount"
            description="Any amount in dollars, e.g. 25.00"
            leftSection="$"
            inputMode="decimal"
            withAsterisk
            {...form.getInputProps("amount")}
            // The terminal's dollar rules on blur (docs/product/items-and-fees.md, Money): what is
            // kept is what is shown.
            onBlur={(event) => form.setFieldValue("amount", readOpenAmount(event.currentTarget.value).text)}
          />
        ) : (
          showPrice && (
            <Text>
              Price{" "}
              <Text span fw={700}>
                {formatCents(item.amountCents)}
              </Text>
            </Text>
          )
        )}
        <NumberInput
          label="Quantity"
          min={1}
          max={CART_QUANTITY_MAX}
          clampBehavior="strict"
          allowDecimal={false}
          allowNegative={false}
          w={{ base: "100%", xs: 140 }}
          {...form.getInputProps("quantity")}
        />
        {item.customFields.map((field) => (
          <CustomFieldInput key={field.label} field={field} inputProps={form.getInputProps(customFieldKey(field.label))} />
        ))}
        {problem && (
          <Alert color="red" variant="light" role="alert" data-testid="purchase-error">
            {problem}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button type="submit" size="md" fullWidth={false} miw={{ base: "100%", xs: 0 }} loading={pending} leftSection={<IconShoppingCartPlus size={16} aria-hidden />}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

type InputProps = ReturnType<ReturnType<typeof useForm<PurchaseValues>>["getInputProps"]>;

/**
 * One custom field as its type asks: text, textarea, dropdown, radios or checkboxes
 * (docs/product/items-and-fees.md, Custom fields).
 */
function CustomFieldInput({ field, inputProps }: { field: PurchasableField; inputProps: InputProps }) {
  const common = {
    label: field.label,
    description: field.additionalInfo || undefined,
    withAsterisk: field.isMandatory,
    // Mantine draws a field with an error in red: the red border of an empty required field
    // (docs/product/checkout-and-payments.md).
    error: inputProps.error as ReactNode,
  };
  switch (field.type) {
    case "textarea":
      return <Textarea {...inputProps} {...common} autosize minRows={2} />;
    case "dropdown":
      return <Select {...inputProps} {...common} data={[...field.options]} placeholder="Choose" allowDeselect={false} />;
    case "radios":
      return (
        <Radio.Group {...inputProps} {...common}>
          <Choices options={field.options} Choice={Radio} />
        </Radio.Group>
      );
    case "checkboxes":
      return (
        <Checkbox.Group {...inputProps} {...common}>
          <Choices options={field.options} Choice={Checkbox} />
        </Checkbox.Group>
      );
    default:
      return <TextInput {...inputProps} {...common} />;
  }
}

/** The options of a radios or checkboxes field, one control each, labelled by the option. */
function Choices({ options, Choice }: { options: readonly string[]; Choice: typeof Radio | typeof Checkbox }) {
  return (
    <Group mt={6}>
      {options.map((option) => (
        <Choice key={option} value={option} label={option} />
      ))}
    </Group>
  );
}
