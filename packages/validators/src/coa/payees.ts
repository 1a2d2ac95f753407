import { z } from "zod";
import { ZId } from "../common.ts";

/**
 * The settlement accounts (payees) an actor sees. Without `usableAt`: those of every company in
 * the actor's subtree (the tools' list, docs/product/documented-calls.md). With it: the ones a site's items
 * may pay into, its own and those of the companies above it (the chart-of-accounts page's payee choice).
 */
export const ZListPayeesRequestSchema = z.object({ usableAt: ZId.optional() });
export type TListPayeesRequest = z.infer<typeof ZListPayeesRequestSchema>;
