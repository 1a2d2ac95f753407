import { ActionIcon, Button, NavLink, Tooltip } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import type { TModule } from "@paydesk/validators";
import { IconBuildingCommunity } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { lazy, Suspense } from "react";
import type { Session } from "../../lib/session.ts";
import { trpc } from "../../trpc.ts";
import classes from "./SideNav.module.css";

// Opened by few people and rarely: its search and list load when first opened.
const ChangeSiteModal = lazy(async () => ({ default: (await import("../ChangeSite/index.ts")).ChangeSiteModal }));

interface ChangeSiteEntryProps {
  session: Session;
  module: TModule;
  /** In the header (tablets and up), or leading the navigation drawer on phones, where the header has no room. */
  placement: "header" | "nav";
}

/**
 * "Change site", for those who may use quick login: control staff, and administrators over
 * several sites (decided for the real person, also while acting as someone).
 */
export function ChangeSiteEntry({ session, module, placement }: ChangeSiteEntryProps) {
  const [opened, { open, close }] = useDisclosure(false);
  const available = useQuery({
    ...trpc.masquerade.available.queryOptions(undefined, { staleTime: 5 * 60_000 }),
    enabled: session.masquerading || session.user.kind !== "PARENT",
    throwOnError: false,
  });
  if (!available.data) return null;

  const icon = <IconBuildingCommunity size={18} stroke={1.6} aria-hidden />;
  return (
    <>
      {placement === "header" ? (
        <>
          <Button variant="default" leftSection={<IconBuildingCommunity size={16} aria-hidden />} onClick={open} visibleFrom="md">
            Change site
          </Button>
          <Tooltip label="Change site">
            <ActionIcon variant="default" size={36} onClick={open} visibleFrom="xs" hiddenFrom="md" aria-label="Change site">
              {icon}
            </ActionIcon>
          </Tooltip>
        </>
      ) : (
        <NavLink
          component="button"
          type="button"
          label="Change site"
          leftSection={icon}
          onClick={open}
          hiddenFrom="xs"
          classNames={{ root: classes.link, label: classes.label }}
        />
      )}
      {opened && (
        <Suspense fallback={null}>
          <ChangeSiteModal opened={opened} onClose={close} module={module} masquerading={session.masquerading} />
        </Suspense>
      )}
    </>
  );
}
