import { permissionProcedure } from "../../trpc.ts";

/** The menu's rule for students-and-groups: uploads.view to look, uploads.manage to change. */
export const canView = permissionProcedure("uploads.view");
export const canManage = permissionProcedure("uploads.manage");
