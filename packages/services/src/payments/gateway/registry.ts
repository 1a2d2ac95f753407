/**
 * Which gateway checkout charges through. Configured once at start-up (apps/server main: GATEWAY_URL,
 * else in the demo the simulator over HTTP, else none) or by a test (its own simulator on an
 * ephemeral port).
 *
 * A process-wide setting rather than a field of ServiceContext: every request of a process uses
 * the same gateway, and the context is built per request by code other helpers own.
 * Unconfigured (scripts, the seed), it is the built-in simulator called in process.
 *
 * Production without a gateway (docs/product/demo-and-production.md) is `configurePaymentGateway("none")`:
 * every card path is then refused with 503 "Card payments are not set up." by requireCardPayments, the one
 * place that says so (the charging frame calls it before any charge, and paymentGateway() itself for the
 * paths that reach the gateway otherwise: series charges, refunds).
 */
import { AppError } from "@paydesk/domain";
import { PAYMENT_MESSAGES } from "@paydesk/validators";
import { gatewayOverTransport } from "./http-client.ts";
import { answerSimulatorCall } from "./simulator-server.ts";
import { builtInGatewaySimulator, type GatewaySimulator } from "./simulator.ts";
import type { PaymentGateway } from "./types.ts";

/** The simulator without HTTP: the same protocol, answered in process. */
export function inProcessGateway(simulator: GatewaySimulator = builtInGatewaySimulator): PaymentGateway {
  return gatewayOverTransport(async (operation, body) => answerSimulatorCall(simulator, operation, body));
}

let configured: PaymentGateway | "none" | null = null;

/** A gateway; "none": card payments are not set up; null: back to the in-process simulator. */
export function configurePaymentGateway(gateway: PaymentGateway | "none" | null): void {
  configured = gateway;
}

/** False only when this installation has no card gateway (production without GATEWAY_URL). */
export function cardPaymentsSetUp(): boolean {
  return configured !== "none";
}

/** Refuses a card payment when no gateway is set up: 503, cash and check untouched. */
export function requireCardPayments(): void {
  if (!cardPaymentsSetUp()) throw new AppError("SERVICE_UNAVAILABLE", PAYMENT_MESSAGES.cardPaymentsNotSetUp);
}

export function paymentGateway(): PaymentGateway {
  requireCardPayments();
  return configured === null || configured === "none" ? inProcessGateway() : configured;
}
