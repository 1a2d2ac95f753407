import { channelsUrl } from "./endpoint.ts";

/** A channel refused or could not take a call; `reason` is the channel's word, for the post's row. */
export class ChannelFailure extends Error {
  constructor(readonly reason: string) {
    super(`channel failure: ${reason}`);
    this.name = "ChannelFailure";
  }
}

const TIMEOUT_MS = 15_000;

/**
 * One JSON POST to a channel and its JSON answer. No answer, a timeout, a non-2xx status or a
 * body that is not a JSON object is a ChannelFailure. `fetch` is enough here: a few posts a
 * minute, unlike the gateway's per-checkout calls.
 */
export async function callChannel(path: string, body: object): Promise<Record<string, unknown>> {
  let response: Response;
  try {
    response = await fetch(`${channelsUrl()}${path}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (error) {
    throw new ChannelFailure(error instanceof Error && error.name === "TimeoutError" ? "timeout" : "unreachable");
  }
  let answer: unknown;
  try {
    answer = await response.json();
  } catch {
    throw new ChannelFailure(`malformed answer (HTTP ${response.status})`);
  }
  if (!answer || typeof answer !== "object" || Array.isArray(answer)) throw new ChannelFailure(`malformed answer (HTTP ${response.status})`);
  const record = answer as Record<string, unknown>;
  if (!response.ok) throw new ChannelFailure(typeof record.error === "string" ? record.error : `HTTP ${response.status}`);
  return record;
}

/** A string field of a channel's answer, or a ChannelFailure naming what was missing. */
export function answerString(answer: Record<string, unknown>, field: string): string {
  const value = answer[field];
  if (typeof value !== "string" || !value) throw new ChannelFailure(`answer without ${field}`);
  return value;
}
