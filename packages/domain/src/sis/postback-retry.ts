/**
 * When the queue tries a failed postback again (docs/product/control-area.md: retried with back-off): 1, 5,
 * 30 minutes, then 2 hours; after the fifth attempt the postback is FAILED and waits for a
 * person (the control screens' post-back-transaction).
 */
export const POSTBACK_MAX_ATTEMPTS = 5;

const RETRY_DELAYS_SECONDS = [60, 300, 1800, 7200] as const;

/** The delay before the next try after `attempts` failed ones, or null when it is time to give up. */
export function postbackRetryDelaySeconds(attempts: number): number | null {
  if (!Number.isInteger(attempts) || attempts < 1 || attempts >= POSTBACK_MAX_ATTEMPTS) return null;
  return RETRY_DELAYS_SECONDS[Math.min(attempts, RETRY_DELAYS_SECONDS.length) - 1]!;
}
