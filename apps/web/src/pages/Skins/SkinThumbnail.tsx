import { Box, Text } from "@mantine/core";
import type { Skin } from "@paydesk/domain";

/** A skin drawn small from its colours: the banner, its accent line and a page below. */
export function SkinThumbnail({ skin }: { skin: Skin }) {
  return (
    <Box w={120} h={72} style={{ borderRadius: 6, overflow: "hidden", border: "1px solid var(--mantine-color-gray-4)" }} aria-hidden>
      <Box h={28} px={6} style={{ background: skin.banner, display: "flex", alignItems: "center" }}>
        <Text size="xs" fw={700} style={{ color: skin.text }}>
          Aa
        </Text>
      </Box>
      <Box h={4} style={{ background: skin.accent }} />
      <Box h={40} bg="white" />
    </Box>
  );
}
