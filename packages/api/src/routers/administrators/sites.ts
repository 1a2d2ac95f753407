import { adminSites } from "@paydesk/services";
import { ZAdminSitesRequestSchema } from "@paydesk/validators";
import { canView } from "./rungs.ts";

/** The company filter of the list and the site field of the form. */
export const sitesProcedure = canView.input(ZAdminSitesRequestSchema).query(({ ctx, input }) => adminSites(ctx, input));
