import { permissionProcedure } from "../../trpc.ts";

export const canManage = permissionProcedure("settings.manage");
