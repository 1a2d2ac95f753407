import type { TModule } from "@paydesk/validators";
import type { ReactNode } from "react";
import { useParams } from "react-router";
import { isModule } from "../../lib/modules.ts";
import { useSession, type Session } from "../../lib/session.ts";
import { menuAccess } from "../../navigation/menu.ts";
import { AccessDenied } from "../AccessDenied/index.ts";
import { NotFound } from "../NotFound/index.ts";

interface MenuGateProps {
  /** The screen's menu entry path (below `/{module}`): its modules and permission decide. */
  path: string;
  children: (session: Session, module: TModule) => ReactNode;
}

/**
 * A page's gate, driven by its menu entry (navigation/menu.ts): not found in a module whose menu
 * lacks the screen, the product's access-denied message (docs/product/accounts-and-roles.md) without the
 * entry's permission. The server checks again on every call; this only decides what to show.
 */
export function MenuGate({ path, children }: MenuGateProps) {
  const { module } = useParams();
  const { data: session } = useSession();
  if (!session) return null;
  if (!isModule(module)) return <NotFound />;
  const access = menuAccess(module, path, session);
  if (access === "not-found") return <NotFound />;
  if (access === "denied") return <AccessDenied />;
  return <>{children(session, module)}</>;
}
