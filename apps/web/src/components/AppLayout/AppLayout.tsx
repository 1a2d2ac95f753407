import { AppShell, Box } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import type { TModule } from "@paydesk/validators";
import { useEffect, type ReactNode } from "react";
import { useLocation } from "react-router";
import type { Session } from "../../lib/session.ts";
import { useServiceAlerts } from "../../pages/ServiceAlerts/Banner/useServiceAlerts.ts";
import { AppHeader } from "./AppHeader.tsx";
import { MASQUERADE_BANNER_HEIGHT, MasqueradeBanner } from "./MasqueradeBanner.tsx";
import { SideNav } from "./SideNav.tsx";
import { MAIN_CONTENT_ID, SkipLink, focusMainContent, skipTargetClass } from "./SkipLink.tsx";

interface AppLayoutProps {
  session: Session;
  /** The module whose menu is shown. */
  module: TModule;
  children: ReactNode;
}

export function AppLayout({ session, module, children }: AppLayoutProps) {
  const [navOpen, { toggle, close }] = useDisclosure(false);
  const { pathname, key } = useLocation();
  // The service alerts come with the page, not after it: the content waits for them (a short,
  // bounded wait), so they never push it down once it is shown.
  const { ready, Banner, above, below } = useServiceAlerts(session, module, pathname);

  // On small screens the navigation is a drawer: following a link should reveal the page.
  useEffect(() => close(), [pathname, close]);

  // A page reached inside the app starts where a loaded page starts for the keyboard: the next
  // Tab goes to the page's content, not on from the link or button that led here (or from the
  // document's start, when that button is gone). A page that already took the focus for one of
  // its own fields keeps it. A page loaded from the address bar ("default" key) is left alone, so
  // the first Tab reaches the skip link.
  useEffect(() => {
    if (key === "default") return;
    const content = document.getElementById(MAIN_CONTENT_ID);
    if (content && !content.contains(document.activeElement)) focusMainContent();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a new page moves the focus: a changed query string is the same page
  }, [pathname]);

  // While acting as someone through quick login, a banner under the header says so.
  const masquerading = session.masquerading;
  return (
    <AppShell
      header={{ height: masquerading ? 64 + MASQUERADE_BANNER_HEIGHT : 64 }}
      navbar={{ width: 290, breakpoint: "sm", collapsed: { mobile: !navOpen } }}
      padding={{ base: "md", sm: "xl" }}
    >
      <SkipLink />
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
        {Banner && above.length > 0 && <Banner module={module} messages={above} />}
        <div id={MAIN_CONTENT_ID} tabIndex={-1} className={skipTargetClass}>
          {ready ? children : <div aria-busy="true" />}
        </div>
        {Banner && below.length > 0 && <Banner module={module} messages={below} late />}
      </AppShell.Main>
    </AppShell>
  );
}
