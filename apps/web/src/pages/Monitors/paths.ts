import type { TModule } from "@paydesk/validators";
import type { Session } from "../../lib/session.ts";

/** Where the monitor screens live (below `/{module}`). */
export const MONITOR_PATHS = {
  list: (module: TModule) => `/${module}/operations/monitors`,
  create: (module: TModule) => `/${module}/operations/monitors/create`,
  edit: (module: TModule, id: number) => `/${module}/operations/monitors/${id}/edit`,
  contacts: (companyId: number) => `/control/company/${companyId}/supportcontact/index`,
};

/**
 * The server's rule (controlStaffProcedure): control staff acting as themselves. No permission
 * names it, so the pages check it and show the access-denied page to anyone else.
 */
export const mayUseMonitors = (session: Session) => session.user.kind === "CONTROL" && !session.masquerading;
