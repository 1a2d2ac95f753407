import { Text } from "@mantine/core";

/** One label and value of a description list (`<dl>`): the payor's and the items' details. */
export function DetailItem({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <div>
      <Text component="dt" size="sm" c="dimmed">
        {label}
      </Text>
      <Text component="dd" m={0} data-testid={testId}>
        {value}
      </Text>
    </div>
  );
}
