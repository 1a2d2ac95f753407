import { z } from "zod";
import { ZId } from "../common.ts";

/** The outbox (docs/product/control-area.md): outgoing mail as stored, browsable by control staff. */
export const OUTBOX_STATUSES = ["QUEUED", "SENT", "FAILED"] as const;
export type TOutboxStatus = (typeof OUTBOX_STATUSES)[number];

export const OUTBOX_MESSAGES = {
  noSuchMessage: "No such message.",
} as const;

export const OUTBOX_PAGE_SIZE = 25;
export const OUTBOX_PAGE_SIZE_MAX = 100;

export const ZOutboxFindRequestSchema = z.object({
  /** Part of the recipient's address, any case. */
  recipient: z.string().trim().max(254, "Search for at most 254 characters.").default(""),
  status: z.enum(OUTBOX_STATUSES).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(OUTBOX_PAGE_SIZE_MAX).default(OUTBOX_PAGE_SIZE),
});
export type TOutboxFindRequest = z.infer<typeof ZOutboxFindRequestSchema>;

export const ZOutboxGetRequestSchema = z.object({ id: ZId });
export type TOutboxGetRequest = z.infer<typeof ZOutboxGetRequestSchema>;
