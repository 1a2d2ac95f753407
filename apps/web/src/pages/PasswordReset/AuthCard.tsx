import { Box, Center, Paper, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { Logo } from "../../components/Logo/index.ts";
import classes from "./PasswordReset.module.css";

interface AuthCardProps {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}

/**
 * The signed-out frame, as on the sign-in page: logo, one card, a line below it. Its heading is
 * the card's, not PageHeader's: these pages have no shell, and the card is the whole page.
 */
export function AuthCard({ title, intro, children, footer }: AuthCardProps) {
  return (
    <Center className={classes.page} mih="100vh" p="md">
      <Box w="100%" maw={440}>
        <Stack align="center" gap="xs" mb="xl">
          <Logo size="lg" />
          <Text c="dimmed" size="sm">
            Payments and administration for schools, vendors and businesses
          </Text>
        </Stack>
        <Paper p="xl" radius="lg" shadow="sm">
          <Title order={1} fz={22} mb={4}>
            {title}
          </Title>
          {intro && (
            <Text c="dimmed" size="sm" mb="lg">
              {intro}
            </Text>
          )}
          {children}
        </Paper>
        {footer && (
          <Text ta="center" size="sm" c="dimmed" mt="lg">
            {footer}
          </Text>
        )}
      </Box>
    </Center>
  );
}
