/**
 * Messages cached 1800 s; seen ones remembered 172800 s; copy confirmation 5 s. In a file of their
 * own, free of schemas: every staff page reads the first (the web app's first download has a budget).
 */
export const ALERT_TIMINGS = {
  messagesCacheSeconds: 1800,
  seenSeconds: 172_800,
  copyConfirmationMs: 5000,
} as const;
