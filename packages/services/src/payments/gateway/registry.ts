/**
 * Which gateway checkout charges through. Configured once at start-up (apps/server main: GATEWAY_URL,
 * else the app's own simulator over HTTP) or by a test (its own simulator on an ephemeral port).
 *
 * A process-wide setting rather than a field of ServiceContext: every request of a process uses
 * the same gateway, and the context is built per request by code other helpers own.
 * Unconfigured (scripts, the seed), it is the built-in simulator called in process.
 */
import { gatewayOverTransport } from "./http-client.ts";
import { answerSimulatorCall } from "./simulator-server.ts";
import { builtInGatewaySimulator, type GatewaySimulator } from "./simulator.ts";
import type { PaymentGateway } from "./types.ts";

/** The simulator without HTTP: the same protocol, answered in process. */
export function inProcessGateway(simulator: GatewaySimulator = builtInGatewaySimulator): PaymentGateway {
  return gatewayOverTransport(async (operation, body) => answerSimulatorCall(simulator, operation, body));
}

let configured: PaymentGateway | null = null;

export function configurePaymentGateway(gateway: PaymentGateway | null): void {
  configured = gateway;
}

export function paymentGateway(): PaymentGateway {
  return configured ?? inProcessGateway();
}
