/**
 * The built-in SIS simulator (docs/product/control-area.md): every plugin's protocol, answered from the same
 * pure mappings the clients use (domain/sis). Fees come from `simulatedFees` (deterministic per
 * plugin and student); postbacks are recorded once per plugin and payment reference, a repeat
 * answering the first confirmation and recording nothing more. State lives in memory: a restart
 * forgets the recorded postbacks, which is what a simulator may do.
 *
 * Failures for tests: a postback of an amount ending in .13 always answers 500, and
 * `failNextPostbacks(n)` makes the next n postbacks answer 503 (retries over real HTTP).
 * Nothing here logs: the request log writes method, path and status only.
 */
import { once } from "node:events";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import {
  SIS_PROTOCOLS,
  isSimulatedFailingAmount,
  simulatedConfirmation,
  simulatedFees,
  type SisHttpAnswer,
  type SisHttpRequest,
  type SisPayment,
  type SisPluginName,
} from "@paydesk/domain";
import { ZSisPlugin } from "@paydesk/validators";
import { readBodyText } from "../platform/request-body.ts";

export interface RecordedPostback {
  plugin: SisPluginName;
  payment: SisPayment;
  confirmation: string;
}

const BODY_MAX_BYTES = 64 * 1024;

export class SisSimulator {
  private readonly recorded = new Map<string, RecordedPostback>();
  private failures = 0;
  private sequence = 0;

  /** Every postback recorded, in the order first received. */
  postbacks(): RecordedPostback[] {
    return [...this.recorded.values()];
  }

  /** The next `count` postbacks (of any plugin) answer 503 and record nothing. */
  failNextPostbacks(count: number): void {
    this.failures = count;
  }

  answer(plugin: SisPluginName, request: SisHttpRequest): SisHttpAnswer {
    const protocol = SIS_PROTOCOLS[plugin];
    const call = protocol.readCall(request);
    switch (call.kind) {
      case "unauthorized":
        return protocol.errorAnswer(401, "Missing or invalid credentials");
      case "unknown":
        return protocol.errorAnswer(400, "Request not understood");
      case "fees":
        return protocol.feesAnswer(simulatedFees(plugin, call.studentExternalId));
      case "postback": {
        const key = `${plugin}:${call.payment.reference}`;
        const earlier = this.recorded.get(key);
        if (earlier) return protocol.postbackAnswer(earlier);
        if (this.failures > 0) {
          this.failures -= 1;
          return protocol.errorAnswer(503, "Service temporarily unavailable");
        }
        if (isSimulatedFailingAmount(call.payment.amountCents)) return protocol.errorAnswer(500, "Internal error posting the payment");
        const recorded = { plugin, payment: call.payment, confirmation: simulatedConfirmation(plugin, ++this.sequence) };
        this.recorded.set(key, recorded);
        return protocol.postbackAnswer(recorded);
      }
    }
  }
}

/** The one the app serves at /simulators/sis. */
export const builtInSisSimulator = new SisSimulator();

/** `/{plugin}/rest…` of a path under the simulator's mount point: which plugin, and the plugin's own path. */
export function simulatorRoute(pathAndQuery: string): { plugin: SisPluginName; path: string } | null {
  const match = /^\/([a-z_]+)(\/.*)?$/.exec(pathAndQuery);
  const plugin = ZSisPlugin.safeParse(match?.[1]);
  if (!match || !plugin.success) return null;
  return { plugin: plugin.data, path: match[2] ?? "/" };
}

/** The body as text; none (or one past the limit) is null. */
async function readBody(req: IncomingMessage): Promise<string | null> {
  return (await readBodyText(req, BODY_MAX_BYTES)) || null;
}

function headersOf(req: IncomingMessage): Record<string, string> {
  return Object.fromEntries(Object.entries(req.headers).flatMap(([name, value]) => (typeof value === "string" ? [[name, value]] : [])));
}

/**
 * A plain Node listener for requests under the mount point (`req.url` relative to it): the app
 * mounts it at /simulators/sis ahead of its body parsers, tests on an ephemeral port.
 */
export function sisSimulatorListener(simulator: SisSimulator, mount = "") {
  return (req: IncomingMessage, res: ServerResponse): void => {
    const url = req.url ?? "/";
    const route = simulatorRoute(url.startsWith(mount) ? url.slice(mount.length) : url);
    const method = req.method === "GET" || req.method === "POST" ? req.method : null;
    if (!route || !method) {
      res.writeHead(404, { "content-type": "text/plain" }).end("Not found");
      return;
    }
    void readBody(req).then((body) => {
      const answer = simulator.answer(route.plugin, { method, path: route.path, headers: headersOf(req), body });
      res.writeHead(answer.status, { "content-type": answer.contentType }).end(answer.body);
    });
  };
}

export const SIS_SIMULATOR_PATH = "/simulators/sis";

export interface RunningSisSimulator {
  /** The base URL of one plugin, e.g. http://127.0.0.1:41234/simulators/sis/synergy. */
  urlOf(plugin: SisPluginName): string;
  simulator: SisSimulator;
  close(): Promise<void>;
}

/** A simulator of its own on an ephemeral loopback port (tests). */
export async function startSisSimulator(simulator = new SisSimulator()): Promise<RunningSisSimulator> {
  const server = createServer(sisSimulatorListener(simulator, SIS_SIMULATOR_PATH));
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as AddressInfo;
  return {
    urlOf: (plugin) => `http://127.0.0.1:${port}${SIS_SIMULATOR_PATH}/${plugin}`,
    simulator,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
