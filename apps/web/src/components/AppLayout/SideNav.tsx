import { AppShell, Badge, Box, Group, NavLink, ScrollArea, Stack, Text, Tooltip } from "@mantine/core";
import type { TModule } from "@paydesk/validators";
import { memo } from "react";
import { Link, useLocation } from "react-router";
import { MODULE_COLORS, MODULE_LABELS } from "../../lib/modules.ts";
import type { Session } from "../../lib/session.ts";
import { menuFor, type MenuEntry, type MenuGroup } from "../../navigation/menu.ts";
import { modulePath } from "../../navigation/paths.ts";
import { ChangeSiteEntry } from "./ChangeSiteEntry.tsx";
import classes from "./SideNav.module.css";

export function SideNav({ session, module }: { session: Session; module: TModule }) {
  // A new list at each render, of the same entry objects (menu.ts): MenuLink's memo holds.
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
        <MenuGroups groups={groups} module={module} />
      </Stack>
    </AppShell.Section>
  );
}

/**
 * The menu's groups and links. Each link is drawn again only when it becomes or stops being the
 * current page: the address changes at every navigation and at every search or page a list
 * writes into it, and redrawing the forty-odd links (each a NavLink with its icon) each time was
 * work the browser did for two of them.
 */
export function MenuGroups({ groups, module }: { groups: readonly MenuGroup[]; module: TModule }) {
  const { pathname } = useLocation();
  return groups.map((group) => (
    <Box key={group.label ?? "top"} component="section" aria-label={group.label ?? undefined}>
      {group.label && (
        <Text className={classes.groupLabel} component="h2">
          {group.label}
        </Text>
      )}
      <Stack gap={2}>
        {group.entries.map((entry) => {
          const href = modulePath(module, entry.path);
          return <MenuLink key={entry.path} entry={entry} href={href} active={isActive(href, pathname, entry.path === "")} />;
        })}
      </Stack>
    </Box>
  ));
}

function isActive(href: string, pathname: string, isHome: boolean): boolean {
  return isHome ? pathname === href : pathname === href || pathname.startsWith(`${href}/`);
}

const MenuLink = memo(function MenuLink({ entry, href, active }: { entry: MenuEntry; href: string; active: boolean }) {
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
});
