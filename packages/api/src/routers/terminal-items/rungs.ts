import { permissionProcedure } from "../../trpc.ts";

export const atTerminal = permissionProcedure("terminal.manage");
