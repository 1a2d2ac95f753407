export { transactionsByDay, topSchools, salesByItem, salesByMethod, feesCollected } from "./figures.ts";
export type { TransactionsByDay, DayPoint, LeaderboardRow, ItemSalesRow, MethodSalesRow, FeesCollected } from "./figures.ts";
export { itemsSellingOut, type SellingOutRow } from "./selling-out.ts";
export { latestTransaction, type LatestTransaction } from "./latest.ts";
export { readTweets, seedDemoTweets, DEMO_TWEETS, type Tweet } from "./tweets.ts";
