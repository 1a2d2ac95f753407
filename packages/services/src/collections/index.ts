export { collectionsDueSummary } from "./summary.ts";
export { listCollections, type CollectionRow, type CollectionsList } from "./list.ts";
export { remindCollection, COLLECTION_REMINDER_PURPOSE } from "./remind.ts";
export { resolveCollection } from "./resolve.ts";
export { markCheckReturned, orderCheckPayments } from "./check-return.ts";
