import { readTweets } from "@paydesk/services";
import { staffProcedure } from "../../trpc.ts";

/** The platform's announcements: the same for every administrator (no company data). */
export const tweetsProcedure = staffProcedure.query(({ ctx }) => readTweets(ctx));
