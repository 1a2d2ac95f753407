import { SimpleGrid, Paper, Text } from "@mantine/core";

export interface CountEntry {
  /** The test's handle: data-count="create". */
  id: string;
  label: string;
  value: number;
}

/** Counts side by side ("To create 12", "With errors 1"): the plan and the summary. */
export function CountList({ entries, testId }: { entries: readonly CountEntry[]; testId: string }) {
  return (
    <SimpleGrid cols={{ base: 2, sm: Math.min(entries.length, 4) }} data-testid={testId}>
      {entries.map((e) => (
        <Paper key={e.id} withBorder p="sm" radius="md" data-count={e.id}>
          <Text size="sm" c="dimmed">
            {e.label}
          </Text>
          <Text fz={24} fw={700} data-testid="count-value">
            {e.value.toLocaleString("en-US")}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
