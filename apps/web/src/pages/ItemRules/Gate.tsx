import type { TModule } from "@paydesk/validators";
import type { ReactNode } from "react";
import { useParams } from "react-router";
import { AccessDenied } from "../../components/AccessDenied/index.ts";
import { NotFound } from "../../components/NotFound/index.ts";
import { hasPermission, useSession } from "../../lib/session.ts";
import { ITEM_RULE_MODULES } from "./types.ts";

/** The rule screens exist in the item modules and need items.view; the server checks again. */
export function ItemRulesGate({ children }: { children: ReactNode }) {
  const module = useParams().module as TModule;
  const { data: session } = useSession();
  if (!session) return null;
  if (!ITEM_RULE_MODULES.includes(module)) return <NotFound />;
  if (!hasPermission(session, "items.view")) return <AccessDenied />;
  return children;
}
