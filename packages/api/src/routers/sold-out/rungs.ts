import { permissionProcedure } from "../../trpc.ts";

export const canManage = permissionProcedure("items.manage");
