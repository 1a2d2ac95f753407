import type { TPromotionState } from "@paydesk/validators";

/**
 * A promotion post's life: SCHEDULED → SENDING → SENT | FAILED, or SCHEDULED → CANCELLED; a post
 * sent now starts at SENDING. Only SCHEDULED may be claimed by the job or cancelled, and the
 * claim is one conditional UPDATE, so two runners never both send.
 */
export function mayCancelPost(state: TPromotionState): boolean {
  return state === "SCHEDULED";
}

/**
 * SENDING left behind by a crash is claimed again (after the staleness window) and re-sent with
 * the same idempotency key, so the channel records it once.
 */
export function mayClaimPost(state: TPromotionState, claimedAt: Date | null, now: Date, staleAfterMs: number): boolean {
  if (state === "SCHEDULED") return true;
  return state === "SENDING" && claimedAt !== null && now.getTime() - claimedAt.getTime() >= staleAfterMs;
}

/** The key the channel dedupes a post's deliveries by: one per post, whatever the attempt. */
export function postIdempotencyKey(postId: number): string {
  return `promotion-post-${postId}`;
}
