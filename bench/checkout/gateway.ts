/**
 * Gateway charges per idempotency key, counted by the card simulator itself (not by the app's
 * tables): the second witness that a key was charged once. Wired to the simulator's HTTP mount
 * once the checkout's gateway exists.
 */
import type { BenchEnv } from "../lib/env.ts";

export async function gatewayDoubleCharges(_env: BenchEnv, _keys: string[]): Promise<number> {
  return 0;
}
