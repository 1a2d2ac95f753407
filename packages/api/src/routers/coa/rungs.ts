import { permissionProcedure } from "../../trpc.ts";

export const canView = permissionProcedure("coa.view");
export const canManage = permissionProcedure("coa.manage");
