export { createPostbacksForOrder } from "./follow-up.ts";
export { POSTBACK_QUEUE, POSTBACK_SWEEP_QUEUE, enqueuePostbackJobs, registerPostbackWork, startPostbackQueue } from "./queue.ts";
export { duePostbackIds, postbackReference, resendPostback, sendDuePostback, type ResendResult } from "./send.ts";
export { claimPostbackSend, postbacksBeingSent, releasePostbackSend, SEND_CLAIM_LEASE_MS } from "./claim.ts";
