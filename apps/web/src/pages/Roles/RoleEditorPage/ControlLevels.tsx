import { Checkbox, Group, Table, Text } from "@mantine/core";
import { ALL_PERMISSIONS, PERMISSION_AREAS, type Permission } from "@paydesk/validators";
import { toggleLevel } from "./permission-labels.ts";

interface ControlLevelsProps {
  value: Permission[];
  onChange: (value: Permission[]) => void;
  disabled?: boolean;
}

const LEVELS = [
  { level: "view", label: "View" },
  { level: "manage", label: "Manage" },
] as const;

/** The role editor's control levels: a view and a manage level per area, with a select-all. */
export function ControlLevels({ value, onChange, disabled }: ControlLevelsProps) {
  const all = value.length === ALL_PERMISSIONS.length;
  return (
    <div>
      <Group justify="space-between" mb="xs">
        <Checkbox
          label="Select all control levels"
          checked={all}
          indeterminate={!all && value.length > 0}
          onChange={(e) => onChange(e.currentTarget.checked ? [...ALL_PERMISSIONS] : [])}
          disabled={disabled}
          fw={600}
        />
        <Text size="sm" c="dimmed">
          {value.length} of {ALL_PERMISSIONS.length} selected
        </Text>
      </Group>
      <Table withTableBorder verticalSpacing={6} aria-label="Control levels">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Area</Table.Th>
            {LEVELS.map((l) => (
              <Table.Th key={l.level} ta="center" w={110}>
                {l.label}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {PERMISSION_AREAS.map((area) => (
            <Table.Tr key={area.key}>
              <Table.Td>{area.label}</Table.Td>
              {LEVELS.map(({ level, label }) => {
                const permission = `${area.key}.${level}` as Permission;
                return (
                  <Table.Td key={level}>
                    <Checkbox
                      mx="auto"
                      w="fit-content"
                      aria-label={`${label} ${area.label}`}
                      checked={value.includes(permission)}
                      onChange={(e) => onChange(toggleLevel(value, permission, e.currentTarget.checked))}
                      disabled={disabled}
                    />
                  </Table.Td>
                );
              })}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </div>
  );
}
