/**
 * What a declined (or unanswered) series charge does next: tried again after 1 hour, then 6, then
 * 24; a decline after the last retry fails the occurrence and the series with it (a card that
 * keeps declining is not charged for months to come). Pure: the job passes the attempts made so
 * far and its clock.
 */
export const SERIES_RETRY_DELAYS_HOURS: readonly number[] = [1, 6, 24];

const MS_PER_HOUR = 3_600_000;

export type AfterDecline = { next: "retry"; at: Date } | { next: "fail" };

/** `attempts`: charges tried so far, the declined one included (1 after the first). */
export function afterDecline(attempts: number, now: Date): AfterDecline {
  if (!Number.isInteger(attempts) || attempts < 1) throw new RangeError(`attempts must be a positive integer, got ${attempts}`);
  const delay = SERIES_RETRY_DELAYS_HOURS[attempts - 1];
  return delay === undefined ? { next: "fail" } : { next: "retry", at: new Date(now.getTime() + delay * MS_PER_HOUR) };
}

/** The gateway idempotency key of one attempt: the same attempt repeated never charges twice. */
export function seriesChargeKey(occurrenceId: number, attempt: number): string {
  return `series-occurrence:${occurrenceId}:attempt:${attempt}`;
}
