export * from "./types.ts";
export { listItemChoices } from "./items.ts";
export { getChannelConnections, connectFacebook, createMarketingList } from "./connections.ts";
export { postPromotion } from "./post.ts";
export { listPromotionPosts, cancelPromotionPost } from "./posts.ts";
export { listChannelOutbox, getChannelOutboxEntry } from "./outbox.ts";
