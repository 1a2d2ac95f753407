import { Box, Center, Paper, Stack } from "@mantine/core";
import { PhoneFirst } from "../../components/PhoneFirst/index.ts";
import type { ReactNode } from "react";
import { Logo } from "../../components/Logo/index.ts";

/**
 * The public pay pages (pay-for link, guest checkout, guest receipt): outside the module shell,
 * a centred card under the logo, for anyone holding the link, designed for a phone first.
 */
export function PublicPayLayout({ children, width = 560 }: { children: ReactNode; width?: number }) {
  return (
    <Center mih="100vh" p={{ base: "xs", sm: "md" }} bg="var(--mantine-color-gray-0)">
      <Box w="100%" maw={width} component="main">
        <Stack align="center" gap="xs" mb="lg">
          <Logo />
        </Stack>
        {/* Most payers open a pay link on a phone: the card keeps its padding small there. */}
        <Paper p={{ base: "md", sm: "xl" }} radius="lg" shadow="sm">
          <PhoneFirst gap={0}>{children}</PhoneFirst>
        </Paper>
      </Box>
    </Center>
  );
}
