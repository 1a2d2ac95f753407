import { Box, Center, Paper, Stack } from "@mantine/core";
import type { ReactNode } from "react";
import { Logo } from "../../components/Logo/index.ts";

/**
 * The public pay pages (pay-for link, guest checkout, guest receipt): outside the module shell,
 * a centred card under the logo, for anyone holding the link.
 */
export function PublicPayLayout({ children, width = 560 }: { children: ReactNode; width?: number }) {
  return (
    <Center mih="100vh" p="md" bg="var(--mantine-color-gray-0)">
      <Box w="100%" maw={width} component="main">
        <Stack align="center" gap="xs" mb="lg">
          <Logo />
        </Stack>
        <Paper p="xl" radius="lg" shadow="sm">
          {children}
        </Paper>
      </Box>
    </Center>
  );
}
