import { asbWorksProtocol } from "./asb-works.ts";
import { powerSchoolProtocol } from "./powerschool.ts";
import { skywardProtocol } from "./skyward.ts";
import { synergyProtocol } from "./synergy.ts";
import type { SisPluginName, SisProtocol } from "./types.ts";

/** Each plugin's wire protocol; Synergy's test variant speaks Synergy's at its own address. */
export const SIS_PROTOCOLS: Readonly<Record<SisPluginName, SisProtocol>> = {
  asb_works: asbWorksProtocol,
  synergy: synergyProtocol,
  synergy_test: synergyProtocol,
  powerschool: powerSchoolProtocol,
  skyward: skywardProtocol,
};

/** Priority is a Synergy notion (docs/product/terminal.md): shown only for the Synergy plugins. */
export function pluginShowsPriority(plugin: SisPluginName): boolean {
  return plugin === "synergy" || plugin === "synergy_test";
}
