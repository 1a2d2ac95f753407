import { ActionIcon, Badge, Group, Table, Text } from "@mantine/core";
import { IconArrowDown, IconArrowUp, IconPencil, IconTrash } from "@tabler/icons-react";
import type { CustomFieldValue } from "../../form/values.ts";
import { CUSTOM_FIELD_TYPE_LABELS } from "./wizard.ts";

interface FieldListProps {
  fields: readonly CustomFieldValue[];
  editingIndex: number | null;
  /** Input → message of the readiness problems, to mark the rows they name. */
  highlights: Readonly<Record<string, string>>;
  onEdit: (index: number) => void;
  onMove: (index: number, by: -1 | 1) => void;
  onDelete: (index: number) => void;
}

/** The wizard's list view: the fields in the order the payer sees them. */
export function FieldList({ fields, editingIndex, highlights, onEdit, onMove, onDelete }: FieldListProps) {
  if (fields.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        No custom fields: payers are asked nothing beyond the payment.
      </Text>
    );
  }
  // Moving or deleting rows while one is open would move the row being edited under the user.
  const locked = editingIndex !== null;
  return (
    <Table verticalSpacing="xs" aria-label="Custom fields">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Label</Table.Th>
          <Table.Th>Type</Table.Th>
          <Table.Th>Mandatory</Table.Th>
          <Table.Th w={170} />
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {fields.map((field, index) => {
          const problem = highlights[`customFields.${index}`];
          const name = field.label || `field ${index + 1}`;
          return (
            <Table.Tr
              key={index}
              data-testid="custom-field-row"
              data-label={field.label}
              bg={problem ? "var(--mantine-color-red-0)" : undefined}
            >
              <Table.Td>
                <Group gap={6}>
                  <Text size="sm">{field.label || <em>No label</em>}</Text>
                  {editingIndex === index && <Badge size="xs">Editing</Badge>}
                </Group>
                {problem && editingIndex !== index && (
                  <Text size="xs" c="red">
                    {problem}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>{CUSTOM_FIELD_TYPE_LABELS[field.type]}</Table.Td>
              <Table.Td>{field.isMandatory ? "Yes" : "No"}</Table.Td>
              <Table.Td>
                <Group gap={4} justify="flex-end" wrap="nowrap">
                  <ActionIcon
                    variant="subtle"
                    aria-label={`Move ${name} up`}
                    disabled={locked || index === 0}
                    onClick={() => onMove(index, -1)}
                  >
                    <IconArrowUp size={16} aria-hidden />
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    aria-label={`Move ${name} down`}
                    disabled={locked || index === fields.length - 1}
                    onClick={() => onMove(index, 1)}
                  >
                    <IconArrowDown size={16} aria-hidden />
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    aria-label={`Edit ${name}`}
                    disabled={editingIndex === index}
                    onClick={() => onEdit(index)}
                  >
                    <IconPencil size={16} aria-hidden />
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={`Delete ${name}`}
                    disabled={locked}
                    onClick={() => onDelete(index)}
                  >
                    <IconTrash size={16} aria-hidden />
                  </ActionIcon>
                </Group>
              </Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}
