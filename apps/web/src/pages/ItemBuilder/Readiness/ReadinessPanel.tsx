import { Alert, Badge, Group, Loader, Paper, Stack, Text, UnstyledButton } from "@mantine/core";
import { ITEM_MESSAGES } from "@paydesk/validators";
import { IconAlertTriangle, IconCircleCheck } from "@tabler/icons-react";
import { SECTIONS, sectionOfProblem } from "../form/sections.ts";
import { BUILDER_MESSAGES } from "../messages.ts";
import { scrollToSection } from "../scroll.ts";
import type { ReadinessState } from "./useReadiness.ts";

/**
 * Readiness (docs/product/items-and-fees.md): a marker when the item is ready, otherwise its
 * problems, each a link to the section where it is fixed (and a click turns on the highlighting of
 * the inputs).
 */
export function ReadinessPanel({ readiness, onProblem }: { readiness: ReadinessState; onProblem: () => void }) {
  const { result, failed, checking } = readiness;
  return (
    <Paper p="sm" radius="md" data-testid="readiness-panel">
      <Group justify="space-between" mb={6}>
        <Text fw={600} size="sm">
          Readiness
        </Text>
        {checking && <Loader size={14} role="status" aria-label="Checking readiness" />}
      </Group>
      {failed ? (
        <Alert
          color="red"
          variant="light"
          p="xs"
          icon={<IconAlertTriangle size={16} aria-hidden />}
          data-testid="readiness-failed"
        >
          {ITEM_MESSAGES.readinessLoadFailed}
        </Alert>
      ) : !result ? (
        <Text size="sm" c="dimmed">
          Checking…
        </Text>
      ) : result.ready ? (
        <Badge
          color="teal"
          variant="light"
          size="lg"
          leftSection={<IconCircleCheck size={14} aria-hidden />}
          data-testid="readiness-ready"
        >
          {BUILDER_MESSAGES.ready}
        </Badge>
      ) : (
        <Stack gap={4} data-testid="readiness-problems">
          {result.problems.map((problem, index) => {
            const section = sectionOfProblem(problem);
            const label = SECTIONS.find((s) => s.id === section)?.label ?? section;
            return (
              <UnstyledButton
                key={`${problem.area}:${problem.input ?? ""}:${index}`}
                onClick={() => {
                  onProblem();
                  scrollToSection(section);
                }}
                data-testid="readiness-problem"
              >
                <Text size="sm" c="red" lh={1.35}>
                  {problem.message}
                </Text>
                <Text size="xs" c="dimmed">
                  {label}
                </Text>
              </UnstyledButton>
            );
          })}
        </Stack>
      )}
    </Paper>
  );
}
