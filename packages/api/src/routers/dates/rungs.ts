import { permissionProcedure } from "../../trpc.ts";

export const canView = permissionProcedure("settings.view");
export const canManage = permissionProcedure("settings.manage");
