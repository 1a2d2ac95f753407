import { Group, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";

interface PageHeaderProps {
  /** The page's one level-1 heading. */
  title: ReactNode;
  /** One dimmed line under the title. */
  description?: ReactNode;
  /** Buttons on the right (they wrap below the title on narrow screens). */
  actions?: ReactNode;
}

/** The top of a page: its heading, a line saying what it is for, and its main actions. */
export function PageHeader({ title, description, actions }: PageHeaderProps) {
  return (
    <Group justify="space-between" align="flex-end" gap="md">
      <div>
        <Title order={1} fz={28}>
          {title}
        </Title>
        {description && <Text c="dimmed">{description}</Text>}
      </div>
      {actions}
    </Group>
  );
}
