import { builtInGatewaySimulator, simulatorListener, simulatorOperation, type GatewaySimulator } from "@paydesk/services";
import type { RequestHandler } from "express";

/**
 * Where the app serves its gateway simulator (docs/product/checkout-and-payments.md);
 * GATEWAY_URL points elsewhere for a real gateway.
 */
export const GATEWAY_SIMULATOR_PATH = "/simulators/gateway";

/**
 * `POST /simulators/gateway/charge`, `/void`, …: the built-in simulator over HTTP, so the checkout
 * talks to it exactly as to a real gateway. It stands for a server outside the app, so it is
 * mounted first and answers without the app's middleware (headers, log line, body parsers,
 * cookies): a card charge costs the app one request of its own, not two. It reads its own JSON
 * body. Bodies hold card numbers: nothing here logs.
 */
export function gatewaySimulatorRoutes(simulator: GatewaySimulator = builtInGatewaySimulator): RequestHandler {
  const listener = simulatorListener(simulator);
  const prefix = `${GATEWAY_SIMULATOR_PATH}/`;
  return (req, res, next) => {
    if (req.method !== "POST" || !req.path.startsWith(prefix) || simulatorOperation(req.path) === null) return next();
    listener(req, res);
  };
}

/** The gateway the app charges through: GATEWAY_URL, else its own simulator on its own port. */
export function gatewayUrl(env: NodeJS.ProcessEnv, host: string, port: number): string {
  if (env.GATEWAY_URL) return env.GATEWAY_URL;
  const local = host === "0.0.0.0" || host === "::" || host === "" ? "127.0.0.1" : host.includes(":") ? `[${host}]` : host;
  return `http://${local}:${port}${GATEWAY_SIMULATOR_PATH}`;
}
