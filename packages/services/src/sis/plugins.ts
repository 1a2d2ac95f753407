/**
 * The SIS plugin interface: `findFees(student)` → the fees the SIS says are due, and
 * `postPayment(payment)` → the SIS's answer, each plugin an HTTP client of its own protocol
 * (domain/sis). Where each plugin lives is configured once per process (apps/server main:
 * `SIS_<PLUGIN>_URL`, else the app's own simulator at /simulators/sis/<plugin>), like the
 * payment gateway; unconfigured (scripts, the seed) it is the built-in simulator in process.
 */
import { SIS_PROTOCOLS, curlLog, type SisFee, type SisHttpAnswer, type SisHttpRequest, type SisPayment, type SisPluginName, type SisRead } from "@paydesk/domain";
import { builtInSisSimulator } from "./simulator.ts";

const TIMEOUT_MS = 10_000;
const ANSWER_MAX_CHARS = 64 * 1024;

export interface PostbackOutcome {
  ok: boolean;
  confirmation: string | null;
  error: string | null;
  /** The request and answer as a curl log (credentials masked). */
  curlLog: string;
}

export interface SisPlugin {
  name: SisPluginName;
  findFees(studentExternalId: string): Promise<SisRead<SisFee[]>>;
  postPayment(payment: SisPayment): Promise<PostbackOutcome>;
}

/** Where a plugin lives: its base URL (null: the built-in simulator in process) and its credential. */
export interface SisEndpoint {
  baseUrl: string | null;
  credential: string;
}

type Transport = (request: SisHttpRequest) => Promise<SisHttpAnswer | { error: string }>;

function httpTransport(baseUrl: string): Transport {
  const base = baseUrl.replace(/\/$/, "");
  return async (request) => {
    try {
      const response = await fetch(`${base}${request.path}`, {
        method: request.method,
        headers: request.headers,
        body: request.body ?? undefined,
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      const body = (await response.text()).slice(0, ANSWER_MAX_CHARS);
      return { status: response.status, contentType: response.headers.get("content-type") ?? "", body };
    } catch (error) {
      // The message names the URL and the cause; the request holds no card data anyway.
      return { error: `no answer: ${(error as Error).message}` };
    }
  };
}

function inProcessTransport(plugin: SisPluginName): Transport {
  return async (request) => builtInSisSimulator.answer(plugin, request);
}

export function sisPluginAt(plugin: SisPluginName, endpoint: SisEndpoint): SisPlugin {
  const protocol = SIS_PROTOCOLS[plugin];
  const send = endpoint.baseUrl ? httpTransport(endpoint.baseUrl) : inProcessTransport(plugin);
  const shownBase = endpoint.baseUrl ?? `builtin:/simulators/sis/${plugin}`;
  return {
    name: plugin,
    async findFees(studentExternalId) {
      const answer = await send(protocol.feesRequest(studentExternalId, endpoint.credential));
      return "error" in answer ? { ok: false, error: answer.error } : protocol.readFees(answer);
    },
    async postPayment(payment) {
      const request = protocol.postbackRequest(payment, endpoint.credential);
      const answer = await send(request);
      if ("error" in answer) return { ok: false, confirmation: null, error: answer.error, curlLog: curlLog(shownBase, request, null, answer.error) };
      const read = protocol.readPostback(answer);
      const log = curlLog(shownBase, request, answer, read.ok ? null : read.error);
      return read.ok ? { ok: true, confirmation: read.value.confirmation, error: null, curlLog: log } : { ok: false, confirmation: null, error: read.error, curlLog: log };
    },
  };
}

/** The credential a plugin sends to the built-in simulator, which wants one but checks no value. */
export const SIMULATOR_CREDENTIAL = "paydesk-simulator";

let endpointOf: ((plugin: SisPluginName) => SisEndpoint) | null = null;

export function configureSisPlugins(resolve: ((plugin: SisPluginName) => SisEndpoint) | null): void {
  endpointOf = resolve;
}

export function sisPlugin(plugin: SisPluginName): SisPlugin {
  return sisPluginAt(plugin, endpointOf?.(plugin) ?? { baseUrl: null, credential: SIMULATOR_CREDENTIAL });
}

/** `SIS_<PLUGIN>_URL` and `SIS_<PLUGIN>_KEY`, else the simulator at `simulatorBase/<plugin>`. */
export function sisEndpointsFromEnv(env: NodeJS.ProcessEnv, simulatorBase: string): (plugin: SisPluginName) => SisEndpoint {
  return (plugin) => {
    const name = plugin.toUpperCase();
    return { baseUrl: env[`SIS_${name}_URL`] || `${simulatorBase.replace(/\/$/, "")}/${plugin}`, credential: env[`SIS_${name}_KEY`] || SIMULATOR_CREDENTIAL };
  };
}
