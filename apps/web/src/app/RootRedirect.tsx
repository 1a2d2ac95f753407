import { Navigate } from "react-router";
import { FullPageLoader } from "../components/FullPageLoader/index.ts";
import { useSession } from "../lib/session.ts";

/** `/` has no screen of its own: signed-in users go to their home module, others to sign in. */
export function RootRedirect() {
  const session = useSession();
  if (session.isPending) return <FullPageLoader />;
  if (session.isError) throw session.error;
  return <Navigate to={session.data ? `/${session.data.homeModule}` : "/login"} replace />;
}
