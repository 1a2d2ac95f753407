/**
 * The transactions list, its totals and its CSV export (docs/product/reports-and-time-zones.md): one filter
 * shared by the three, so the totals and the file always describe exactly the rows the list shows.
 */
import { z } from "zod";
import { ZId, ZModule } from "../common.ts";

/** Our own wording: the product fixes no message for the list's refusals. */
export const TRANSACTION_LIST_MESSAGES = {
  badDate: "Enter dates as YYYY-MM-DD.",
  rangeBackwards: "The start date must be on or before the end date.",
  rangeTooLong: "Choose a date range of at most 10 years.",
  badCursor: "This page of the list is no longer valid. Please start again from the first page.",
  searchTooLong: "Search for at most 100 characters.",
} as const;

/** The order statuses (docs/product/reports-and-time-zones.md), as the status filter offers them. */
export const TRANSACTION_STATUSES = ["PAID", "PARTIAL", "REFUNDED", "VOID"] as const;
export type TTransactionStatus = (typeof TRANSACTION_STATUSES)[number];

/** How money came in, as the method filter offers it (the payments' own method values). */
export const TRANSACTION_METHODS = ["CARD", "CASH", "CHECK"] as const;
export type TTransactionMethod = (typeof TRANSACTION_METHODS)[number];

/** With no dates given, the list shows the last 30 days (today included). */
export const TRANSACTION_DEFAULT_DAYS = 30;
/** A range longer than this is refused: nobody reads ten years of payments in one list. */
export const TRANSACTION_MAX_RANGE_DAYS = 3660;
export const TRANSACTION_PAGE_SIZE_DEFAULT = 50;
export const TRANSACTION_PAGE_SIZE_MAX = 200;
export const TRANSACTION_SEARCH_MAX = 100;

/** 2026-02-30 rolls over to March and 2026-13-01 is no date at all: both are refused. */
function isCalendarDay(day: string): boolean {
  const date = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(day);
}

/** A calendar day, YYYY-MM-DD, that exists (2026-02-30 is refused). */
export const ZIsoDay = z
  .string({ error: TRANSACTION_LIST_MESSAGES.badDate })
  .trim()
  .refine((day) => /^\d{4}-\d{2}-\d{2}$/.test(day) && isCalendarDay(day), {
    error: TRANSACTION_LIST_MESSAGES.badDate,
  });

/**
 * Where the next page starts: the last row's time (epoch milliseconds, as stored) and id, both of
 * the list's sort key, so a page is found by the index in the same time however deep it is.
 */
export const ZTransactionCursor = z.string().regex(/^\d{1,15}_\d{1,10}$/, { error: TRANSACTION_LIST_MESSAGES.badCursor });

/** One value or several; a comma-separated string from a query string becomes a list. */
function oneOrMany<T extends readonly [string, ...string[]]>(values: T) {
  return z.preprocess(
    (raw) => (typeof raw === "string" ? raw.split(",").map((v) => v.trim().toUpperCase()).filter(Boolean) : raw),
    z.array(z.enum(values)).max(values.length),
  );
}

const ZTransactionFilterFields = z.object({
  module: ZModule,
  /** Narrow to one company of the actor's subtree and the companies below it (a school of the district). */
  companyId: ZId.optional(),
  from: ZIsoDay.optional(),
  to: ZIsoDay.optional(),
  search: z.string().trim().max(TRANSACTION_SEARCH_MAX, { error: TRANSACTION_LIST_MESSAGES.searchTooLong }).default(""),
  statuses: oneOrMany(TRANSACTION_STATUSES).optional(),
  methods: oneOrMany(TRANSACTION_METHODS).optional(),
});

const rangeIsForwards = (f: { from?: string; to?: string }) => !f.from || !f.to || f.from <= f.to;
const rangeIsBounded = (f: { from?: string; to?: string }) =>
  !f.from || !f.to || (Date.parse(f.to) - Date.parse(f.from)) / 86_400_000 < TRANSACTION_MAX_RANGE_DAYS;

/** A from/to pair read forwards and at most TRANSACTION_MAX_RANGE_DAYS long (every report of the transactions' days). */
export function withRangeChecks<T extends z.ZodType<{ from?: string; to?: string }>>(schema: T) {
  return schema
    .refine(rangeIsForwards, { error: TRANSACTION_LIST_MESSAGES.rangeBackwards, path: ["from"] })
    .refine(rangeIsBounded, { error: TRANSACTION_LIST_MESSAGES.rangeTooLong, path: ["from"] });
}

/** The filter the totals and the export take. */
export const ZTransactionFilterSchema = withRangeChecks(ZTransactionFilterFields);
export type TTransactionFilter = z.infer<typeof ZTransactionFilterSchema>;

/** The list: the filter, a page size and, after the first page, where the next one starts. */
export const ZListTransactionsRequestSchema = withRangeChecks(
  ZTransactionFilterFields.extend({
    pageSize: z.coerce.number().int().min(1).max(TRANSACTION_PAGE_SIZE_MAX).default(TRANSACTION_PAGE_SIZE_DEFAULT),
    after: ZTransactionCursor.optional(),
  }),
);
export type TListTransactionsRequest = z.infer<typeof ZListTransactionsRequestSchema>;
