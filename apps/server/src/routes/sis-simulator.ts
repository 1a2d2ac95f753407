import { SIS_SIMULATOR_PATH, builtInSisSimulator, sisEndpointsFromEnv, sisSimulatorListener, type SisSimulator } from "@paydesk/services";
import type { RequestHandler } from "express";

/**
 * `/simulators/sis/{plugin}/…`: the built-in SIS simulator (docs/product/control-area.md) speaking each
 * plugin's protocol on the app's own port, so the plugins' real HTTP clients run against it. Mounted ahead
 * of the app's body parsers: the plugins send XML and form bodies the simulator reads raw.
 * Postbacks hold no card data; nothing here logs a body.
 */
export function sisSimulatorRoutes(simulator: SisSimulator = builtInSisSimulator): RequestHandler {
  const listener = sisSimulatorListener(simulator);
  // Express strips the mount path from req.url; the listener reads "/{plugin}/…".
  return (req, res) => listener(req, res);
}

export { SIS_SIMULATOR_PATH };

/** Where each plugin is: SIS_<PLUGIN>_URL, else this app's simulator (same host rule as the gateway's). */
export function sisEndpoints(env: NodeJS.ProcessEnv, gatewayBase: string) {
  return sisEndpointsFromEnv(env, gatewayBase.replace(/\/simulators\/gateway$/, SIS_SIMULATOR_PATH));
}
