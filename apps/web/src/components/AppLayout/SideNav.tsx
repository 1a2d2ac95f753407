import { AppShell, Badge, Box, Group, NavLink, ScrollArea, Stack, Text, Tooltip } from "@mantine/core";
import type { TModule } from "@paydesk/validators";
import { Link, useLocation } from "react-router";
import { MODULE_COLORS, MODULE_LABELS } from "../../lib/modules.ts";
import type { Session } from "../../lib/session.ts";
import { menuFor, type MenuEntry } from "../../navigation/menu.ts";
import { modulePath } from "../../navigation/paths.ts";
import { ChangeSiteEntry } from "./ChangeSiteEntry.tsx";
import classes from "./SideNav.module.css";

export function SideNav({ session, module }: { session: Session; module: TModule }) {
  const { pathname } = useLocation();
  const groups = menuFor(module, session);

  return (
    <AppShell.Section grow component={ScrollArea} px="sm" py="md">
      <Stack gap="md">
        {/* On phones the header has no room for the module badge: it leads the drawer instead. */}
        <Group hiddenFrom="xs" gap={8} px="sm">
          <Badge color={MODULE_COLORS[module]} variant="light">
            {MODULE_LABELS[module]}
          </Badge>
          <Text size="sm" c="dimmed">
            {session.company.name}
          </Text>
        </Group>
        <ChangeSiteEntry session={session} module={module} placement="nav" />
        {groups.map((group) => (
          <Box key={group.label ?? "top"} component="section" aria-label={group.label ?? undefined}>
            {group.label && (
              <Text className={classes.groupLabel} component="h2">
                {group.label}
              </Text>
            )}
            <Stack gap={2}>
              {group.entries.map((entry) => (
                <MenuLink key={entry.path} entry={entry} module={module} pathname={pathname} />
              ))}
            </Stack>
          </Box>
        ))}
      </Stack>
    </AppShell.Section>
  );
}

function isActive(href: string, pathname: string, isHome: boolean): boolean {
  return isHome ? pathname === href : pathname === href || pathname.startsWith(`${href}/`);
}

function MenuLink({ entry, module, pathname }: { entry: MenuEntry; module: TModule; pathname: string }) {
  const href = modulePath(module, entry.path);
  const Icon = entry.icon;
  const icon = <Icon size={18} stroke={1.6} aria-hidden />;

  if (!entry.ready) {
    // A disabled control gets no pointer events, so the tooltip hangs on a wrapper.
    return (
      <Tooltip label="Coming soon" position="right" withArrow openDelay={150}>
        <div>
          <NavLink
            component="button"
            type="button"
            label={entry.label}
            leftSection={icon}
            rightSection={
              <Badge size="xs" variant="light" color="gray">
                Soon
              </Badge>
            }
            disabled
            aria-disabled="true"
            aria-description="Coming soon"
            noWrap
            classNames={{ root: classes.link, label: classes.label }}
          />
        </div>
      </Tooltip>
    );
  }

  const active = isActive(href, pathname, entry.path === "");
  return (
    <NavLink
      component={Link}
      to={href}
      label={entry.label}
      leftSection={icon}
      active={active}
      aria-current={active ? "page" : undefined}
      variant="light"
      noWrap
      classNames={{ root: classes.link, label: classes.label }}
    />
  );
}
