import type { TModule } from "@paydesk/validators";
import type { ReactNode } from "react";
import { useParams } from "react-router";
import { AccessDenied } from "../../../components/AccessDenied/index.ts";
import { NotFound } from "../../../components/NotFound/index.ts";
import { hasPermission, useSession, type Session } from "../../../lib/session.ts";
import { BUILDER_MODULES } from "../constants.ts";

/** The builder serves school, vendor and business, to administrators who may manage items. */
export function BuilderGate({ children }: { children: (session: Session, module: TModule) => ReactNode }) {
  const module = useParams().module as TModule;
  const { data: session } = useSession();
  if (!session) return null;
  if (!BUILDER_MODULES.includes(module)) return <NotFound />;
  if (!hasPermission(session, "items.manage")) return <AccessDenied />;
  return <>{children(session, module)}</>;
}
