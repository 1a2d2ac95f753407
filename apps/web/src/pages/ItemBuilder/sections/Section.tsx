import { Paper, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { SECTIONS, sectionDomId, type SectionId } from "../form/sections.ts";

interface SectionProps {
  id: SectionId;
  description?: ReactNode;
  children: ReactNode;
}

/** One card of the builder, the target of its side-navigation entry. */
export function Section({ id, description, children }: SectionProps) {
  const label = SECTIONS.find((section) => section.id === id)?.label ?? id;
  const headingId = `${sectionDomId(id)}-heading`;
  return (
    <Paper component="section" id={sectionDomId(id)} aria-labelledby={headingId} p="lg" radius="lg" data-testid={`section-${id}`}>
      <Stack gap="md">
        <div>
          <Title order={2} fz={20} id={headingId}>
            {label}
          </Title>
          {description && (
            <Text size="sm" c="dimmed">
              {description}
            </Text>
          )}
        </div>
        {children}
      </Stack>
    </Paper>
  );
}
