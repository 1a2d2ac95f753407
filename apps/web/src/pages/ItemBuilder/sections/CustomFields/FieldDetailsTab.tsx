import { Alert, Checkbox, Select, Stack, TextInput, Textarea } from "@mantine/core";
import { customFieldWarnings } from "@paydesk/domain";
import { CUSTOM_FIELD_LABEL_MAX, CUSTOM_FIELD_OPTION_MAX, CUSTOM_FIELD_TYPES, type CustomFieldType } from "@paydesk/validators";
import { IconAlertTriangle } from "@tabler/icons-react";
import type { CustomFieldValue } from "../../form/values.ts";
import { CUSTOM_FIELD_TYPE_LABELS } from "./wizard.ts";

interface FieldDetailsTabProps {
  draft: CustomFieldValue;
  onChange: (patch: Partial<CustomFieldValue>) => void;
}

/** Tab 2: label, additional info, type, the hidden value, mandatory. */
export function FieldDetailsTab({ draft, onChange }: FieldDetailsTabProps) {
  const warnings = customFieldWarnings(draft);
  return (
    <Stack gap="sm">
      <TextInput
        label="Label"
        withAsterisk
        maxLength={CUSTOM_FIELD_LABEL_MAX}
        value={draft.label}
        onChange={(e) => onChange({ label: e.currentTarget.value })}
        autoComplete="off"
      />
      {/* A warning, not a block (docs/product/items-and-fees.md). */}
      {warnings.map((warning) => (
        <Alert
          key={warning}
          color="yellow"
          variant="light"
          icon={<IconAlertTriangle size={16} aria-hidden />}
          data-testid="payment-card-warning"
        >
          {warning}
        </Alert>
      ))}
      <Textarea
        label="Additional info"
        description="Shown to the payer under the field."
        autosize
        minRows={2}
        value={draft.additionalInfo}
        onChange={(e) => onChange({ additionalInfo: e.currentTarget.value })}
      />
      <Select
        label="Field type"
        allowDeselect={false}
        data={CUSTOM_FIELD_TYPES.map((type) => ({ value: type, label: CUSTOM_FIELD_TYPE_LABELS[type] }))}
        value={draft.type}
        onChange={(value) => value && onChange({ type: value as CustomFieldType })}
        w={{ base: "100%", sm: 260 }}
      />
      {draft.type === "hiddentext" && (
        <TextInput
          label="Hidden value"
          description="Submitted with every payment; the payer does not see it."
          withAsterisk
          maxLength={CUSTOM_FIELD_OPTION_MAX}
          value={draft.defaultValue ?? ""}
          onChange={(e) => onChange({ defaultValue: e.currentTarget.value })}
        />
      )}
      {draft.type !== "hiddentext" && (
        <Checkbox
          label="Mandatory"
          checked={draft.isMandatory}
          onChange={(e) => onChange({ isMandatory: e.currentTarget.checked })}
        />
      )}
    </Stack>
  );
}
