import { permissionProcedure } from "../../trpc.ts";

/** The settings menu's rule for administrators: settings.view to look, settings.manage to change. */
export const canView = permissionProcedure("settings.view");
export const canManage = permissionProcedure("settings.manage");
