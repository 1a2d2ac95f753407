import { Progress, Stack, Text } from "@mantine/core";

interface ProgressLineProps {
  /** Names the bar for screen readers ("Rows sent", "Rows processed"). */
  label: string;
  done: number;
  total: number;
}

/** A progress bar with its count said in words, announced as it changes (a polite live region). */
export function ProgressLine({ label, done, total }: ProgressLineProps) {
  const percent = total > 0 ? Math.min(100, Math.round((done / total) * 100)) : 0;
  return (
    <Stack gap={4}>
      <Progress.Root size="lg">
        <Progress.Section value={percent} aria-label={label} aria-valuetext={`${percent}%`} />
      </Progress.Root>
      <Text size="sm" role="status" aria-live="polite">
        {label}: {done.toLocaleString("en-US")} of {total.toLocaleString("en-US")}
      </Text>
    </Stack>
  );
}
