import { Button, Group, Paper, Text } from "@mantine/core";
import { IconX } from "@tabler/icons-react";
import type { ReactNode } from "react";

interface SelectionBarProps {
  count: number;
  onClear: () => void;
  /** What can be done to every selected row at once. */
  children: ReactNode;
}

/** Shown above a list while rows are selected: how many, a way to clear them, and the mass actions. */
export function SelectionBar({ count, onClear, children }: SelectionBarProps) {
  return (
    <Paper p="sm" px="md" radius="lg" bg="var(--mantine-color-indigo-0)" data-testid="selection-bar">
      <Group justify="space-between" gap="sm">
        <Group gap="xs">
          <Text fw={600} size="sm">
            {count} selected
          </Text>
          <Button variant="subtle" size="xs" leftSection={<IconX size={14} aria-hidden />} onClick={onClear}>
            Clear selection
          </Button>
        </Group>
        <Group gap="xs">{children}</Group>
      </Group>
    </Paper>
  );
}
