import { Avatar, Badge, Burger, Button, Group, Menu, Stack, Text, UnstyledButton } from "@mantine/core";
import type { TModule } from "@paydesk/validators";
import { IconChevronDown, IconLogout, IconSwitchHorizontal } from "@tabler/icons-react";
import { Link } from "react-router";
import { MODULE_COLORS, MODULE_LABELS } from "../../lib/modules.ts";
import type { Session } from "../../lib/session.ts";
import { modulePath } from "../../navigation/paths.ts";
import { Logo } from "../Logo/index.ts";
import { ChangeSiteEntry } from "./ChangeSiteEntry.tsx";
import { useSignOut } from "./useSignOut.ts";

interface AppHeaderProps {
  session: Session;
  module: TModule;
  navOpen: boolean;
  onToggleNav: () => void;
}

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join("");
}

export function AppHeader({ session, module, navOpen, onToggleNav }: AppHeaderProps) {
  const signOut = useSignOut();
  const { user } = session;

  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap">
      <Group gap="md" wrap="nowrap">
        <Burger opened={navOpen} onClick={onToggleNav} hiddenFrom="sm" size="sm" aria-label="Toggle navigation" />
        <UnstyledButton component={Link} to={modulePath(module)} aria-label="PayDesk home">
          <Logo />
        </UnstyledButton>
        <Group gap={8} wrap="nowrap" visibleFrom="xs">
          <ModuleBadge session={session} module={module} />
          <Text size="sm" c="dimmed" data-testid="company-name" title={session.company.name} truncate maw={280}>
            {session.company.name}
          </Text>
        </Group>
      </Group>

      <Group gap="sm" wrap="nowrap">
        <ChangeSiteEntry session={session} module={module} placement="header" />
        <Group gap="xs" wrap="nowrap">
          <Avatar color="indigo" radius="xl" size={36} aria-hidden>
            {initials(user.name)}
          </Avatar>
          <Stack gap={0} visibleFrom="sm">
            <Text size="sm" fw={600} lh={1.3} data-testid="user-name">
              {user.name}
            </Text>
            <Text size="xs" c="dimmed" lh={1.3}>
              {user.email}
            </Text>
          </Stack>
        </Group>
        <Button
          variant="default"
          leftSection={<IconLogout size={16} aria-hidden />}
          onClick={signOut.run}
          loading={signOut.pending}
        >
          Sign out
        </Button>
      </Group>
    </Group>
  );
}

/** The module badge; users who may work in several modules (control staff) switch module from it. */
function ModuleBadge({ session, module }: { session: Session; module: TModule }) {
  const badge = (
    <Badge color={MODULE_COLORS[module]} variant="light" size="lg" data-testid="module-badge">
      {MODULE_LABELS[module]}
    </Badge>
  );
  if (session.modules.length < 2) return badge;

  return (
    <Menu position="bottom-start" shadow="md" width={200}>
      <Menu.Target>
        <UnstyledButton aria-label={`Module: ${MODULE_LABELS[module]}. Switch module`}>
          <Group gap={4} wrap="nowrap">
            {badge}
            <IconChevronDown size={14} aria-hidden />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>Switch module</Menu.Label>
        {session.modules.map((m) => (
          <Menu.Item
            key={m}
            component={Link}
            to={modulePath(m)}
            leftSection={<IconSwitchHorizontal size={14} aria-hidden />}
            disabled={m === module}
          >
            {MODULE_LABELS[m]}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
