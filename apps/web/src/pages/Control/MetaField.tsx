import { Box, Text } from "@mantine/core";
import type { ReactNode } from "react";

/** A labelled value of a record's summary grid (the outbox message, the postback). */
export function MetaField({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box miw={0}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={700} lts={0.4}>
        {label}
      </Text>
      <Text component="div" size="sm" fw={500} style={{ overflowWrap: "anywhere" }}>
        {children}
      </Text>
    </Box>
  );
}
