import { answerSimulatorCall, builtInGatewaySimulator, simulatorOperation, type GatewaySimulator } from "@paydesk/services";
import { Router } from "express";

/** Where the app serves its gateway simulator (CONVENTIONS §5); GATEWAY_URL points elsewhere for a real gateway. */
export const GATEWAY_SIMULATOR_PATH = "/simulators/gateway";

/**
 * `POST /simulators/gateway/charge` and `/void`: the built-in simulator over HTTP, so the checkout
 * talks to it exactly as to a real gateway. Bodies hold card numbers: nothing here logs them (the
 * request log writes method, path and status only).
 */
export function gatewaySimulatorRoutes(simulator: GatewaySimulator = builtInGatewaySimulator): Router {
  const router = Router();
  router.post(`${GATEWAY_SIMULATOR_PATH}/:operation`, (req, res, next) => {
    const operation = simulatorOperation(req.path);
    if (operation === null) return next();
    const answer = answerSimulatorCall(simulator, operation, req.body);
    res.status(answer.status).json(answer.body);
  });
  return router;
}

/** The gateway the app charges through: GATEWAY_URL, else its own simulator on its own port. */
export function gatewayUrl(env: NodeJS.ProcessEnv, host: string, port: number): string {
  if (env.GATEWAY_URL) return env.GATEWAY_URL;
  const local = host === "0.0.0.0" || host === "::" || host === "" ? "127.0.0.1" : host.includes(":") ? `[${host}]` : host;
  return `http://${local}:${port}${GATEWAY_SIMULATOR_PATH}`;
}
