import { AppShell, Box } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import type { TModule } from "@paydesk/validators";
import { lazy, Suspense, useEffect, type ReactNode } from "react";
import { useLocation } from "react-router";
import type { Session } from "../../lib/session.ts";
import { AppHeader } from "./AppHeader.tsx";
import { MASQUERADE_BANNER_HEIGHT, MasqueradeBanner } from "./MasqueradeBanner.tsx";
import { SideNav } from "./SideNav.tsx";

// Loaded on demand like the pages: the initial bundle has a budget (docs/ARCHITECTURE.md).
const ServiceAlertBanner = lazy(async () => ({ default: (await import("../../pages/ServiceAlerts/Banner/ServiceAlertBanner.tsx")).ServiceAlertBanner }));

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

  // While acting as someone through quick login, a banner under the header says so.
  const masquerading = session.masquerading;
  return (
    <AppShell
      header={{ height: masquerading ? 64 + MASQUERADE_BANNER_HEIGHT : 64 }}
      navbar={{ width: 290, breakpoint: "sm", collapsed: { mobile: !navOpen } }}
      padding={{ base: "md", sm: "xl" }}
    >
      <AppShell.Header>
        <Box h={64}>
          <AppHeader session={session} module={module} navOpen={navOpen} onToggleNav={toggle} />
        </Box>
        {masquerading && <MasqueradeBanner session={session} />}
      </AppShell.Header>
      <AppShell.Navbar aria-label="Main navigation">
        <SideNav session={session} module={module} />
      </AppShell.Navbar>
      <AppShell.Main>
        <Suspense fallback={<div aria-busy="true" />}>
          <ServiceAlertBanner session={session} module={module} />
        </Suspense>
        {children}
      </AppShell.Main>
    </AppShell>
  );
}
