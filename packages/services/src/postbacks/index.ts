export { createPostbacksForOrder } from "./follow-up.ts";
export { POSTBACK_QUEUE, POSTBACK_SWEEP_QUEUE, enqueuePostbackJobs, registerPostbackWork, startPostbackQueue } from "./queue.ts";
export { POSTBACK_MESSAGES, duePostbackIds, postbackReference, resendPostback, sendDuePostback } from "./send.ts";
