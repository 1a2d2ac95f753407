import { Button, Group, Paper, Text, type ButtonProps } from "@mantine/core";
import { IconX, type Icon } from "@tabler/icons-react";
import type { ReactNode } from "react";

interface SelectionBarProps {
  count: number;
  onClear: () => void;
  /** What can be done to every selected row at once. */
  children: ReactNode;
}

/**
 * Shown above a list while rows are selected: how many, a way to clear them, and the mass actions.
 * Nothing is shown while no row is selected, so a list renders it unconditionally.
 */
export function SelectionBar({ count, onClear, children }: SelectionBarProps) {
  if (count === 0) return null;
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

interface SelectionActionProps extends Pick<ButtonProps, "color" | "loading"> {
  icon: Icon;
  onClick: () => void;
  children: ReactNode;
}

/** One mass action in the selection bar: a small button led by its icon. */
export function SelectionAction({ icon: ActionIcon, children, ...button }: SelectionActionProps) {
  return (
    <Button size="xs" leftSection={<ActionIcon size={14} aria-hidden />} {...button}>
      {children}
    </Button>
  );
}
