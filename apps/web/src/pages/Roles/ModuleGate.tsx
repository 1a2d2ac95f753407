import type { TModule } from "@paydesk/validators";
import type { ReactNode } from "react";
import { useParams } from "react-router";
import { NotFound } from "../../components/NotFound/index.ts";
import { ACL_MODULES } from "./types.ts";

/** Roles and categories are school, vendor and control screens; other modules have no such page. */
export function AclModuleGate({ children }: { children: ReactNode }) {
  const module = useParams().module as TModule;
  return ACL_MODULES.includes(module) ? children : <NotFound />;
}
