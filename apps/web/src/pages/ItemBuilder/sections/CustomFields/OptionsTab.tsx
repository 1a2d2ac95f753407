import { ActionIcon, Button, Group, Stack, Text, TextInput } from "@mantine/core";
import { CUSTOM_FIELD_OPTION_MAX } from "@paydesk/validators";
import { IconPlus, IconTrash } from "@tabler/icons-react";
import type { CustomFieldValue } from "../../form/values.ts";
import { CUSTOM_FIELD_TYPE_LABELS } from "./wizard.ts";

interface OptionsTabProps {
  draft: CustomFieldValue;
  onChange: (patch: Partial<CustomFieldValue>) => void;
}

/** Tab 3: the options of a dropdown, radio buttons or checkboxes field, in order. */
export function OptionsTab({ draft, onChange }: OptionsTabProps) {
  const values = draft.values.length > 0 ? draft.values : [""];
  const set = (next: string[]) => onChange({ values: next });
  return (
    <Stack gap="xs">
      <Text size="sm" c="dimmed">
        Options of the {CUSTOM_FIELD_TYPE_LABELS[draft.type].toLowerCase()} field “{draft.label}”.
      </Text>
      {values.map((value, index) => (
        <Group key={index} gap="xs" wrap="nowrap">
          <TextInput
            aria-label={`Option ${index + 1}`}
            maxLength={CUSTOM_FIELD_OPTION_MAX}
            value={value}
            onChange={(e) => set(values.map((v, i) => (i === index ? e.currentTarget.value : v)))}
            style={{ flex: 1 }}
            autoComplete="off"
          />
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={`Remove option ${index + 1}`}
            onClick={() => set(values.filter((_, i) => i !== index))}
          >
            <IconTrash size={16} aria-hidden />
          </ActionIcon>
        </Group>
      ))}
      <Group>
        <Button variant="light" size="xs" leftSection={<IconPlus size={14} aria-hidden />} onClick={() => set([...values, ""])}>
          Add option
        </Button>
      </Group>
    </Stack>
  );
}
