/**
 * The gateway simulator in a process of its own, as a real gateway is a server of its own:
 * `npm start` (apps/server main.ts) and the checkout bench fork it when GATEWAY_URL is not set,
 * and checkout charges it over real HTTP on loopback. Why not inside the app's process: every card
 * order costs the simulator an HTTP request to parse and answer, CPU that the app's one event
 * loop paid for and that a real gateway never takes from it (bench/README.md, the checkout bench).
 * Its books (idempotency keys, authorizations, voids) live in that one process, so a void or a
 * repeat always reaches the simulator that saw the charge, however many app processes there are.
 *
 * The child stops when its parent goes (the IPC channel closes), so it never outlives the app.
 */
import { fork, type ChildProcess } from "node:child_process";
import { fileURLToPath } from "node:url";
import type { SimulatedTransaction } from "./simulator.ts";

/** Messages between the app and its simulator process. */
export type SimulatorProcessMessage =
  | { type: "ready"; url: string }
  | { type: "books"; authorized: SimulatedTransaction[]; cpuMicros: number };

export interface ForkedGatewaySimulator {
  /** The base URL for httpPaymentGateway. */
  url: string;
  /** The simulator's books and the CPU its process used so far (user + system, µs): for the bench. */
  books(): Promise<{ authorized: SimulatedTransaction[]; cpuMicros: number }>;
  stop(): Promise<void>;
}

const CHILD = fileURLToPath(new URL("./simulator-child.ts", import.meta.url));
const START_TIMEOUT_MS = 30_000;

/** Forks the simulator process (loopback, `port` or any free one) and waits until it listens. */
export async function forkGatewaySimulator(port = 0): Promise<ForkedGatewaySimulator> {
  // Run from its TypeScript source through tsx (the app's own runner), whatever runs this process.
  const child: ChildProcess = fork(CHILD, [String(port)], { execArgv: ["--import", "tsx"], stdio: ["ignore", "inherit", "inherit", "ipc"] });
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error("the gateway simulator process did not start")), START_TIMEOUT_MS);
    child.once("exit", (code) => reject(new Error(`the gateway simulator process exited with ${code}`)));
    child.once("message", (message: SimulatorProcessMessage) => {
      clearTimeout(timer);
      if (message.type === "ready") resolve(message.url);
    });
  });
  child.removeAllListeners("exit");
  return {
    url,
    books: () =>
      new Promise((resolve, reject) => {
        child.once("message", (message: SimulatorProcessMessage) => {
          if (message.type === "books") resolve({ authorized: message.authorized, cpuMicros: message.cpuMicros });
          else reject(new Error(`unexpected message ${message.type}`));
        });
        child.send({ type: "books" });
      }),
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.disconnect();
      }),
  };
}
