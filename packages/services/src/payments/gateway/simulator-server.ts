/**
 * The simulator over HTTP without Express: one small listener for `POST /charge`,
 * `/charge-stored`, `/void` and `/refund` (under any prefix), which the app mounts at /simulators/gateway and tests start on
 * an ephemeral loopback port, so checkout always talks to its gateway over real HTTP.
 * Nothing here logs: a request body holds a card number.
 */
import { once } from "node:events";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { readBodyText } from "../../platform/request-body.ts";
import type { GatewayOperation } from "./http-client.ts";
import { GatewaySimulator, type SimulatorAnswer } from "./simulator.ts";

const BODY_MAX_BYTES = 16 * 1024;

const OPERATIONS: Record<GatewayOperation, (simulator: GatewaySimulator, body: unknown) => SimulatorAnswer> = {
  charge: (simulator, body) => simulator.charge(body),
  "charge-stored": (simulator, body) => simulator.chargeStored(body),
  void: (simulator, body) => simulator.void(body),
  refund: (simulator, body) => simulator.refund(body),
};

/** Which simulator call a path names (the last path segment), or null. */
export function simulatorOperation(pathname: string): GatewayOperation | null {
  const last = pathname.split("?")[0]!.split("/").filter(Boolean).pop();
  return last !== undefined && Object.hasOwn(OPERATIONS, last) ? (last as GatewayOperation) : null;
}

/** Answer one simulator call whose JSON body is already parsed (Express parses it in the app). */
export function answerSimulatorCall(simulator: GatewaySimulator, operation: GatewayOperation, body: unknown): SimulatorAnswer {
  return OPERATIONS[operation](simulator, body);
}

async function readJson(req: IncomingMessage): Promise<unknown> {
  const text = await readBodyText(req, BODY_MAX_BYTES);
  if (text === null) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

function send(res: ServerResponse, answer: SimulatorAnswer): void {
  res.writeHead(answer.status, { "content-type": "application/json" });
  res.end(JSON.stringify(answer.body));
}

export function simulatorListener(simulator: GatewaySimulator) {
  return (req: IncomingMessage, res: ServerResponse): void => {
    const operation = simulatorOperation(req.url ?? "");
    if (req.method !== "POST" || operation === null) return send(res, { status: 404, body: { error: "not_found" } });
    // A client gone mid-body leaves nothing to answer.
    readJson(req).then(
      (body) => send(res, answerSimulatorCall(simulator, operation, body)),
      () => res.destroy(),
    );
  };
}

export interface RunningGatewaySimulator {
  /** The base URL for httpPaymentGateway, e.g. http://127.0.0.1:41234/simulators/gateway. */
  url: string;
  simulator: GatewaySimulator;
  close(): Promise<void>;
}

/** A simulator of its own on a loopback port (any free one by default: tests; the simulator process). */
export async function startGatewaySimulator(simulator = new GatewaySimulator(), listenPort = 0): Promise<RunningGatewaySimulator> {
  const server = createServer(simulatorListener(simulator));
  // Connections from the app are kept alive (its gateway client's agent): no idle cut-off to race.
  server.keepAliveTimeout = 60_000;
  server.listen(listenPort, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/simulators/gateway`,
    simulator,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
