import { operationsSummary } from "@paydesk/services";
import { ZOperationsSummaryRequestSchema } from "@paydesk/validators";
import { controlProcedure } from "../../trpc.ts";

/** What needs attention now: one count per source, each linking to its screen. */
export const operationsSummaryProcedure = controlProcedure.input(ZOperationsSummaryRequestSchema).query(({ ctx }) => operationsSummary(ctx));
