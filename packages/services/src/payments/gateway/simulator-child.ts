/**
 * The gateway simulator process (simulator-process.ts forks it): serves the simulator on loopback,
 * tells its parent where, answers its books on request, and exits when the parent goes away.
 * Nothing here logs: requests hold card numbers.
 */
import { startGatewaySimulator } from "./simulator-server.ts";
import type { SimulatorProcessMessage } from "./simulator-process.ts";

const send = (message: SimulatorProcessMessage) => process.send?.(message);

async function serve(): Promise<void> {
  const running = await startGatewaySimulator(undefined, Number(process.argv[2] ?? 0));
  process.on("message", (message: { type: string }) => {
    if (message.type !== "books") return;
    const cpu = process.cpuUsage();
    send({ type: "books", authorized: running.simulator.authorized(), cpuMicros: cpu.user + cpu.system });
  });
  // The parent closed the channel or died: stop serving.
  process.on("disconnect", () => void running.close().finally(() => process.exit(0)));
  // Ctrl-C signals the whole foreground group: the app drains its requests (card charges among
  // them) and then closes the channel, which stops this process.
  process.on("SIGINT", () => undefined);
  send({ type: "ready", url: running.url });
}

serve().catch((error: unknown) => {
  console.error("gateway simulator process:", (error as Error).message);
  process.exit(1);
});
