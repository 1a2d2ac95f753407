import { router } from "../../trpc.ts";
import { disablePluginProcedure } from "./disable-plugin.ts";
import { enablePluginProcedure } from "./enable-plugin.ts";
import { findProcedure } from "./find.ts";
import { pluginsProcedure } from "./plugins.ts";
import { settingsProcedure } from "./settings.ts";

/** External (SIS) items at the terminal and the plugins a company uses (docs/product/terminal.md). */
export const externalItemsRouter = router({
  plugins: pluginsProcedure,
  find: findProcedure,
  settings: settingsProcedure,
  enablePlugin: enablePluginProcedure,
  disablePlugin: disablePluginProcedure,
});
