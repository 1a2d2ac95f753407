import { Button, Group, Select, Stack, TextInput } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { ZItemRuleFields } from "@paydesk/validators";
import type { ReactNode } from "react";
import { showServerError } from "../../../components/ServerErrors/index.ts";

export interface RuleValues {
  name: string;
  argumentKey: string;
  outputKey: string;
  customFieldName: string | null;
}

export const EMPTY_RULE: RuleValues = { name: "", argumentKey: "", outputKey: "", customFieldName: null };

interface RuleFormProps {
  initialValues: RuleValues;
  /** The item's custom field labels: a rule may read one of them. */
  customFieldLabels: readonly string[];
  submitLabel: string;
  pending: boolean;
  /** Resolves when saved; rejects with the server's error, which lands on the fields. */
  onSubmit: (values: RuleValues) => Promise<unknown>;
  cancel: ReactNode;
}

/** The rule's fields, checked with the server's own schema and messages (docs/product/items-and-fees.md). */
export function RuleForm({ initialValues, customFieldLabels, submitLabel, pending, onSubmit, cancel }: RuleFormProps) {
  const form = useForm<RuleValues>({ initialValues, validate: schemaResolver(ZItemRuleFields, { sync: true }) });
  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) => {
        onSubmit(values).catch((error: unknown) => showServerError(form, error));
      })}
    >
      <Stack gap="md">
        <TextInput
          label="Name"
          placeholder="e.g. Lunch balance lookup"
          data-autofocus
          withAsterisk
          {...form.getInputProps("name")}
        />
        <TextInput label="Argument key" placeholder="e.g. student_id" withAsterisk {...form.getInputProps("argumentKey")} />
        <TextInput label="Output key" placeholder="e.g. balance" withAsterisk {...form.getInputProps("outputKey")} />
        <Select
          label="Custom field"
          description={
            customFieldLabels.length ? "The item's custom field the rule reads, if any." : "This item has no custom fields."
          }
          placeholder="None"
          clearable
          disabled={customFieldLabels.length === 0}
          data={[...customFieldLabels]}
          {...form.getInputProps("customFieldName")}
        />
        <Group justify="flex-end" mt="sm">
          {cancel}
          <Button type="submit" loading={pending}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
