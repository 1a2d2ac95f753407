export * from "./types.ts";
export { listItemChoices } from "./items.ts";
export { getChannelConnections, connectFacebook, createMarketingList } from "./connections.ts";
export { postPromotion } from "./post.ts";
export { listPromotionPosts, cancelPromotionPost } from "./posts.ts";
export { listChannelOutbox, getChannelOutboxEntry, readPublicChannelPost } from "./outbox.ts";
export { sendScheduledPost, claimPost, CLAIM_STALE_MS } from "./send.ts";
export { PROMOTION_POST_QUEUE, registerPromotionPostWork, startPromotionPostQueue, type PromotionPostJob } from "./queue.ts";
export * from "./channels/index.ts";
