import { Text } from "@mantine/core";
import { describeDifference } from "@paydesk/domain";

/** A difference in words (Balanced, Over by $1.25, Short by $0.50), colored only as a second cue. */
export function DifferenceText({ cents, prefix, testId }: { cents: number; prefix?: string; testId?: string }) {
  const color = cents === 0 ? "teal.9" : cents > 0 ? "blue.9" : "red.9";
  return (
    <Text span fw={600} c={color} data-testid={testId}>
      {prefix ? `${prefix}: ` : ""}
      {describeDifference(cents)}
    </Text>
  );
}
