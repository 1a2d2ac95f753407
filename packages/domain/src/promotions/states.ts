/**
 * A promotion post's life: SCHEDULED → SENDING → SENT | FAILED, or SCHEDULED → CANCELLED; a post
 * sent now starts at SENDING. The transitions are conditional UPDATEs in the services (a rule in
 * the WHERE clause is what makes two runners unable to both win); what stays here is the one
 * value every attempt at a post shares.
 */

/** The key the channel dedupes a post's deliveries by: one per post, whatever the attempt. */
export function postIdempotencyKey(postId: number): string {
  return `promotion-post-${postId}`;
}
