import { permissionProcedure } from "../../trpc.ts";

export const canView = permissionProcedure("items.view");
export const canManage = permissionProcedure("items.manage");
