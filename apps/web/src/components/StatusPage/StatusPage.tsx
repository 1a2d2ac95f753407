import { Center, Container, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import type { ReactNode } from "react";

interface StatusPageProps {
  icon: ReactNode;
  color: string;
  title: string;
  message: ReactNode;
  actions?: ReactNode;
  /** Alone on the page (no app shell around it): centre it in the viewport. */
  fullPage?: boolean;
}

/** The common frame of the not-found, access-denied and error pages. */
export function StatusPage({ icon, color, title, message, actions, fullPage }: StatusPageProps) {
  return (
    <Center mih={fullPage ? "100vh" : "60vh"} p="md">
      <Container size={480}>
        <Stack align="center" gap="md" ta="center">
          <ThemeIcon size={64} radius="xl" variant="light" color={color}>
            {icon}
          </ThemeIcon>
          <Title order={1} fz={26}>
            {title}
          </Title>
          <Text c="dimmed" size="md">
            {message}
          </Text>
          {actions}
        </Stack>
      </Container>
    </Center>
  );
}
