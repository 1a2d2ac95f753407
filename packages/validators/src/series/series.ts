/**
 * Recurring series (`/{module}/series/*`, docs/product/checkout-and-payments.md): the list, one series, and
 * stopping it. The product fixes no message for these calls; the wording below is ours, in one place for the
 * shims, the procedures and the pages.
 */
import { z } from "zod";
import { recordIdWithMessage, ZModuleScoped } from "../common.ts";

export const SERIES_MESSAGES = {
  stopped: "The series was stopped. No more charges will be made.",
  alreadyStopped: "This series was already stopped.",
  notActive: "This series has ended and cannot be stopped.",
  unknown: "This series does not exist.",
  stopConfirm: "Stop this series? No further charges will be made. This cannot be undone.",
} as const;

export const SERIES_STATUSES = ["ACTIVE", "STOPPED", "COMPLETED", "FAILED"] as const;
export type TSeriesStatus = (typeof SERIES_STATUSES)[number];

export const OCCURRENCE_STATUSES = ["SCHEDULED", "RETRYING", "PAID", "FAILED", "CANCELLED"] as const;
export type TOccurrenceStatus = (typeof OCCURRENCE_STATUSES)[number];

export const SERIES_PAGE_SIZE = 50;

/** An id in a path: anything but a positive int4 is "does not exist" (404), never a crash. */
export const ZSeriesId = recordIdWithMessage(SERIES_MESSAGES.unknown);

export const ZSeriesListRequestSchema = ZModuleScoped.extend({
  status: z.enum(SERIES_STATUSES).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
export type TSeriesListRequest = z.input<typeof ZSeriesListRequestSchema>;

export const ZSeriesRequestSchema = ZModuleScoped.extend({ seriesId: ZSeriesId });
export type TSeriesRequest = z.infer<typeof ZSeriesRequestSchema>;
