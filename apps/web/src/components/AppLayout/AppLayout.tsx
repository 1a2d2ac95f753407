import { AppShell } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import type { TModule } from "@paydesk/validators";
import { useEffect, type ReactNode } from "react";
import { useLocation } from "react-router";
import type { Session } from "../../lib/session.ts";
import { AppHeader } from "./AppHeader.tsx";
import { SideNav } from "./SideNav.tsx";

interface AppLayoutProps {
  session: Session;
  /** The module whose menu is shown. */
  module: TModule;
  children: ReactNode;
}

export function AppLayout({ session, module, children }: AppLayoutProps) {
  const [navOpen, { toggle, close }] = useDisclosure(false);
  const { pathname } = useLocation();

  // On small screens the navigation is a drawer: following a link should reveal the page.
  useEffect(() => close(), [pathname, close]);

  return (
    <AppShell
      header={{ height: 64 }}
      navbar={{ width: 290, breakpoint: "sm", collapsed: { mobile: !navOpen } }}
      padding={{ base: "md", sm: "xl" }}
    >
      <AppShell.Header>
        <AppHeader session={session} module={module} navOpen={navOpen} onToggleNav={toggle} />
      </AppShell.Header>
      <AppShell.Navbar aria-label="Main navigation">
        <SideNav session={session} module={module} />
      </AppShell.Navbar>
      <AppShell.Main>{children}</AppShell.Main>
    </AppShell>
  );
}
