/**
 * Where the channel adapters send their calls. Configured once at start-up (apps/server main:
 * CHANNELS_URL, else the app's own simulator at /simulators/channels) or by a test (a simulator of
 * its own on an ephemeral port). A process-wide setting, like the payment gateway's: every request
 * and job of a process posts to the same channels.
 */
export const CHANNEL_SIMULATOR_PATH = "/simulators/channels";

let configured: string | null = null;

export function configureChannelsUrl(url: string | null): void {
  configured = url === null ? null : url.replace(/\/$/, "");
}

/** Unconfigured (a script, a test that set none): CHANNELS_URL, else the app's default port. */
export function channelsUrl(): string {
  return configured ?? (process.env.CHANNELS_URL ?? `http://127.0.0.1:3000${CHANNEL_SIMULATOR_PATH}`).replace(/\/$/, "");
}
