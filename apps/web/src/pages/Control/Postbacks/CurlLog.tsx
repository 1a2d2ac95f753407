import { Code, ScrollArea, Text } from "@mantine/core";

/** The last request to the SIS and its answer, as written (credentials were masked when stored). */
export function CurlLog({ log, label = "Curl log" }: { log: string | null; label?: string }) {
  if (!log) {
    return (
      <Text size="sm" c="dimmed">
        Nothing was sent yet.
      </Text>
    );
  }
  return (
    <ScrollArea.Autosize mah={320} type="auto" aria-label={label}>
      <Code block data-testid="curl-log" style={{ whiteSpace: "pre-wrap", wordBreak: "break-word" }}>
        {log}
      </Code>
    </ScrollArea.Autosize>
  );
}
