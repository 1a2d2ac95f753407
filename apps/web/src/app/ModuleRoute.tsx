import { AUTH_MESSAGES } from "@paydesk/validators";
import { useEffect } from "react";
import { Navigate, Outlet, useLocation, useParams } from "react-router";
import { AccessDenied } from "../components/AccessDenied/index.ts";
import { AppLayout } from "../components/AppLayout/index.ts";
import { FullPageLoader } from "../components/FullPageLoader/index.ts";
import { NotFound } from "../components/NotFound/index.ts";
import { loginPath } from "../navigation/paths.ts";
import { isModule } from "../lib/modules.ts";
import { useSession } from "../lib/session.ts";
import { setDisplayTimeZone } from "../lib/dates.ts";
import { preloadServiceAlerts } from "../pages/ServiceAlerts/Banner/useServiceAlerts.ts";

/**
 * Guards everything under `/:module`: the first URL segment must be a module, the visitor must be
 * signed in, and their session must include that module. The server checks the same on every
 * call; this only decides what to show.
 */
export function ModuleRoute() {
  const { module } = useParams();
  const location = useLocation();
  const session = useSession();
  // A staff page is shown with its service alerts (AppLayout): their banner's code downloads
  // while the session is asked for, not after.
  useEffect(() => preloadServiceAlerts(module), [module]);

  if (!isModule(module)) return <NotFound fullPage />;
  if (session.isPending) return <FullPageLoader />;
  if (session.isError) throw session.error;

  if (!session.data) {
    const next = location.pathname + location.search;
    return (
      <Navigate to={loginPath(next)} replace state={{ flash: { kind: "info", message: AUTH_MESSAGES.notSignedIn } }} />
    );
  }

  // Before any page renders: every date it shows is read in the company's zone.
  setDisplayTimeZone(session.data.company.timeZone);

  if (!session.data.modules.includes(module)) {
    // Keep the user's own navigation so the way back is one click.
    return (
      <AppLayout session={session.data} module={session.data.homeModule}>
        <AccessDenied />
      </AppLayout>
    );
  }

  return (
    <AppLayout session={session.data} module={module}>
      <Outlet />
    </AppLayout>
  );
}
