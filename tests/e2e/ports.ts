/**
 * The ports of a browser run: the app's (E2E_PORT, 3100 by default; runs side by side each take
 * their own, a few apart) and the mail receiver's two, a thousand and two thousand above it, well
 * apart from the app ports of other runs. One place for both, read by the servers' definition
 * (servers.ts) and by the tests that talk to the receiver (mail-sink.ts).
 */
export function e2ePort(env: NodeJS.ProcessEnv = process.env): number {
  return Number(env.E2E_PORT ?? 3100);
}

export function mailSinkPorts(appPort: number): { smtp: number; http: number } {
  return { smtp: appPort + 1000, http: appPort + 2000 };
}
