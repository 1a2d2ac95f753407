import { Group, Loader, Stack, Text, type StackProps } from "@mantine/core";

interface StaleContentProps extends StackProps {
  /** The content shown is the previous answer while a newer one loads. */
  stale: boolean;
}

/**
 * Results kept on screen while newer ones load (keepPreviousData): marked busy for assistive
 * technology and said in words at the top right, never dimmed, since dimmed text falls below the
 * contrast users need (WCAG 1.4.3) for as long as the request takes.
 */
export function StaleContent({ stale, children, style, ...props }: StaleContentProps) {
  return (
    <Stack {...props} aria-busy={stale} style={{ position: "relative", ...(typeof style === "object" ? style : {}) }}>
      {stale && (
        <Group gap={6} style={{ position: "absolute", top: 0, right: 0 }} role="status">
          <Loader size={12} aria-hidden />
          <Text size="xs" c="dimmed">
            Updating…
          </Text>
        </Group>
      )}
      {children}
    </Stack>
  );
}
