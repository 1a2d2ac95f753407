import { usableSisPlugins } from "@paydesk/services";
import { ZExternalItemsScoped } from "@paydesk/validators";
import { atTerminal } from "./rungs.ts";

/** The plugins the terminal's external items page offers this actor. */
export const pluginsProcedure = atTerminal.input(ZExternalItemsScoped).query(({ ctx }) => usableSisPlugins(ctx.db, ctx.actor));
