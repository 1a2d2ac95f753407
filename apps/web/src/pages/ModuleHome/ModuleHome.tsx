import { Badge, Box, Card, Group, SimpleGrid, Stack, Text, ThemeIcon, Title, UnstyledButton } from "@mantine/core";
import type { TModule } from "@paydesk/validators";
import { IconArrowRight, IconBuilding, IconId, IconMail, IconStack2 } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { Link, useParams } from "react-router";
import { PageHeader } from "../../components/PageHeader/index.ts";
import { MODULE_COLORS, MODULE_LABELS } from "../../lib/modules.ts";
import { useSession } from "../../lib/session.ts";
import { readyScreens } from "../../navigation/menu.ts";
import { modulePath } from "../../navigation/paths.ts";
import { ParentHome } from "../Parent/HomePage/index.ts";
import classes from "./ModuleHome.module.css";

const ACCOUNT_KINDS: Record<string, string> = {
  ADMIN: "Administrator",
  PARENT: "Parent",
  CONTROL: "Platform support",
};

/** The module's landing page: who you are, where you are, and the screens that work today. */
export function ModuleHome() {
  const { data: session } = useSession();
  const module = useParams().module as TModule;
  if (!session) return null;
  const { user } = session;
  // A family comes to pay: their home shows their students and what is due, not account facts.
  if (module === "parent") return <ParentHome name={user.name} email={user.email} />;
  const screens = readyScreens(module, session);

  return (
    <Stack gap="xl" maw={960}>
      <PageHeader title={`Welcome, ${user.name}`} description={`${MODULE_LABELS[module]} module`} />

      <Card padding="lg" radius="lg">
        <Title order={2} fz="lg" mb="md">
          Your account
        </Title>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="lg">
          <Fact icon={<IconMail size={18} />} label="Signed in as" testId="home-email">
            {user.email}
          </Fact>
          <Fact icon={<IconBuilding size={18} />} label="Company id" testId="home-company">
            {user.companyId}
          </Fact>
          <Fact icon={<IconStack2 size={18} />} label="Module" testId="home-module">
            <Badge color={MODULE_COLORS[module]} variant="light">
              {MODULE_LABELS[module]}
            </Badge>
          </Fact>
          <Fact icon={<IconId size={18} />} label="Account type">
            {ACCOUNT_KINDS[user.kind] ?? user.kind}
          </Fact>
        </SimpleGrid>
      </Card>

      <div>
        <Title order={2} fz="lg" mb={4}>
          What you can do here
        </Title>
        <Text c="dimmed" size="sm" mb="md">
          More screens are on their way; they show in the menu marked “Soon”.
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {screens.map((screen) => {
            const Icon = screen.icon;
            return (
              <UnstyledButton key={screen.path} component={Link} to={modulePath(module, screen.path)} className={classes.screen}>
                <Group wrap="nowrap" align="flex-start">
                  <ThemeIcon size={42} radius="md" variant="light">
                    <Icon size={22} aria-hidden />
                  </ThemeIcon>
                  <Box flex={1}>
                    <Text fw={600}>{screen.label}</Text>
                    {screen.description && (
                      <Text size="sm" c="dimmed">
                        {screen.description}
                      </Text>
                    )}
                  </Box>
                  <IconArrowRight size={18} className={classes.arrow} aria-hidden />
                </Group>
              </UnstyledButton>
            );
          })}
        </SimpleGrid>
      </div>
    </Stack>
  );
}

function Fact({ icon, label, children, testId }: { icon: ReactNode; label: string; children: ReactNode; testId?: string }) {
  return (
    <Group gap="sm" wrap="nowrap" align="flex-start">
      <ThemeIcon variant="light" color="gray" size={34} radius="md" aria-hidden>
        {icon}
      </ThemeIcon>
      <Box miw={0}>
        <Text size="xs" c="dimmed" tt="uppercase" fw={700} lts={0.4}>
          {label}
        </Text>
        <Text component="div" fw={500} truncate data-testid={testId}>
          {children}
        </Text>
      </Box>
    </Group>
  );
}
