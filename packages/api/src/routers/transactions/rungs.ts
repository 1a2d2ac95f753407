import { permissionProcedure } from "../../trpc.ts";

/** The page, its totals and its export read under the same permission. */
export const canView = permissionProcedure("reports.view");
