import { companySisPlugins, disableSisPlugin, enableSisPlugin, findExternalItems, usableSisPlugins } from "@paydesk/services";
import {
  ZExternalItemsFindRequestSchema,
  ZExternalItemsScoped,
  ZSisPluginDisableRequestSchema,
  ZSisPluginEnableRequestSchema,
  ZSisSettingsRequestSchema,
} from "@paydesk/validators";
import { permissionProcedure, router } from "../../trpc.ts";

const atTerminal = permissionProcedure("terminal.manage");
const inSettings = permissionProcedure("settings.manage");

/** External (SIS) items at the terminal and the plugins a company uses (CONVENTIONS §9). */
export const externalItemsRouter = router({
  /** The plugins the terminal's external items page offers this actor. */
  plugins: atTerminal.input(ZExternalItemsScoped).query(({ ctx }) => usableSisPlugins(ctx.db, ctx.actor)),
  find: atTerminal.input(ZExternalItemsFindRequestSchema).query(({ ctx, input }) => findExternalItems(ctx, input)),
  settings: inSettings.input(ZSisSettingsRequestSchema).query(({ ctx, input }) => companySisPlugins(ctx, input)),
  enablePlugin: inSettings.input(ZSisPluginEnableRequestSchema).mutation(({ ctx, input }) => enableSisPlugin(ctx, input)),
  disablePlugin: inSettings.input(ZSisPluginDisableRequestSchema).mutation(({ ctx, input }) => disableSisPlugin(ctx, input)),
});
