import { permissionProcedure } from "../../trpc.ts";

export const atTerminal = permissionProcedure("terminal.manage");
export const inSettings = permissionProcedure("settings.manage");
