import { permissionProcedure } from "../../trpc.ts";

/** The terminal's own lookups take terminal.manage. */
export const atTerminal = permissionProcedure("terminal.manage");
