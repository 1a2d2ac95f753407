import { getTerminalItem, listTerminalItems } from "@paydesk/services";
import { ZTerminalItemGetRequestSchema, ZTerminalItemsListRequestSchema } from "@paydesk/validators";
import { permissionProcedure, router } from "../../trpc.ts";

const atTerminal = permissionProcedure("terminal.manage");

/** The office terminal's searchable item select and the item its add form opens (spec 3 §2 office). */
export const terminalItemsRouter = router({
  list: atTerminal.input(ZTerminalItemsListRequestSchema).query(({ ctx, input }) => listTerminalItems(ctx, input)),
  get: atTerminal.input(ZTerminalItemGetRequestSchema).query(({ ctx, input }) => getTerminalItem(ctx, input)),
});
