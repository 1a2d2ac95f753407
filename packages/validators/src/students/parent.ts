/** The parent area's data: own students, the items open to them, the payment history. */
import { z } from "zod";
import { ZId } from "../common.ts";

export const PARENT_HISTORY_PAGE_SIZE = 20;
export const PARENT_HISTORY_PAGE_SIZE_MAX = 100;

export const ZParentItemsRequestSchema = z
  .object({
    /** Only this student's items (and none of the general ones). */
    studentId: ZId.optional(),
  })
  .default({});
export type TParentItemsRequest = z.infer<typeof ZParentItemsRequestSchema>;

export const ZParentHistoryRequestSchema = z
  .object({
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(PARENT_HISTORY_PAGE_SIZE_MAX).default(PARENT_HISTORY_PAGE_SIZE),
  })
  .default({ page: 1, pageSize: PARENT_HISTORY_PAGE_SIZE });
export type TParentHistoryRequest = z.infer<typeof ZParentHistoryRequestSchema>;
