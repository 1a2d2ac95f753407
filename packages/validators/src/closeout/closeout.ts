/**
 * The end-of-day close-out at the terminal: the procedures' inputs and every message staff see.
 * The close-out's wording is ours (docs/product/reports-and-time-zones.md); it lives here only.
 */
import { z } from "zod";
import { ZId, ZModuleScoped } from "../common.ts";
import { ZIsoDay } from "../transactions/list.ts";

/** A drawer holds far less; the cap keeps sums inside an int4 column with room to spare. */
export const CLOSEOUT_MAX_CENTS = 100_000_000;
export const CLOSEOUT_MAX_CHECKS = 10_000;
export const CLOSEOUT_NOTE_MAX = 1000;

export const CLOSEOUT_MESSAGES = {
  cashRequired: "Enter the cash you counted, for example 125.50 (0 when there is none).",
  checksRequired: "Enter the total of the checks you counted, for example 80.00 (0 when there are none).",
  amountInvalid: "Enter an amount in dollars and cents, for example 125.50.",
  amountTooLarge: "That amount is more than a drawer can hold: check the figure.",
  checkCountInvalid: "Enter how many checks you counted (a whole number, 0 or more).",
  noteTooLong: `The note can be at most ${CLOSEOUT_NOTE_MAX} characters.`,
  futureDay: "That day has not begun yet: a day can be closed out once it has started.",
  /** A second close-out of a day already closed, without choosing Recount. */
  alreadyClosed: "You have already closed out this day. To count again, choose Recount: your first count is kept in the history.",
  /** Recount asked for a day that has no close-out yet. */
  nothingToRecount: "This day has not been closed out yet, so there is nothing to recount.",
  notFound: "This close-out does not exist.",
  saved: "Your close-out was saved.",
  recounted: "Your recount was saved; the earlier count is kept in the history.",
} as const;

const amount = (required: string) =>
  z
    .number({ error: required })
    .int(CLOSEOUT_MESSAGES.amountInvalid)
    .min(0, CLOSEOUT_MESSAGES.amountInvalid)
    .max(CLOSEOUT_MAX_CENTS, CLOSEOUT_MESSAGES.amountTooLarge);

/** `closeout.day`: the signed-in staff member's figures for one day of their company (default today). */
export const ZCloseoutDayRequestSchema = ZModuleScoped.extend({ day: ZIsoDay.optional() });
export type TCloseoutDayRequest = z.infer<typeof ZCloseoutDayRequestSchema>;

/** The counted figures, in integer cents, as the form and the procedure both read them. */
export const ZCloseoutCountedSchema = z.object({
  countedCashCents: amount(CLOSEOUT_MESSAGES.cashRequired),
  countedCheckCents: amount(CLOSEOUT_MESSAGES.checksRequired),
  countedCheckCount: z
    .number({ error: CLOSEOUT_MESSAGES.checkCountInvalid })
    .int(CLOSEOUT_MESSAGES.checkCountInvalid)
    .min(0, CLOSEOUT_MESSAGES.checkCountInvalid)
    .max(CLOSEOUT_MAX_CHECKS, CLOSEOUT_MESSAGES.checkCountInvalid),
  note: z.string().trim().max(CLOSEOUT_NOTE_MAX, CLOSEOUT_MESSAGES.noteTooLong).default(""),
});
export type TCloseoutCounted = z.infer<typeof ZCloseoutCountedSchema>;

/**
 * `closeout.create`: close out one day (default today). `recount` replaces the day's current
 * close-out, which stays in the history; without it a day already closed is refused.
 */
export const ZCloseoutCreateRequestSchema = ZModuleScoped.extend({
  day: ZIsoDay.optional(),
  recount: z.boolean().default(false),
}).extend(ZCloseoutCountedSchema.shape);
export type TCloseoutCreateRequest = z.infer<typeof ZCloseoutCreateRequestSchema>;

/** `closeout.get`, `closeout.csv`: one close-out. */
export const ZCloseoutScoped = ZModuleScoped.extend({ closeoutId: ZId });
export type TCloseoutScoped = z.infer<typeof ZCloseoutScoped>;

/** `closeout.find`: the close-outs of the actor's company, newest day first, over a range of days. */
export const ZCloseoutFindRequestSchema = ZModuleScoped.extend({
  from: ZIsoDay.optional(),
  to: ZIsoDay.optional(),
  userId: ZId.optional(),
  /** Recounted (replaced) close-outs too. */
  history: z.boolean().default(false),
});
export type TCloseoutFindRequest = z.infer<typeof ZCloseoutFindRequestSchema>;

/** The close-out CSV: one row per close-out (the sheet's download has one, the list's all it shows). */
export const CLOSEOUT_CSV_HEADER = [
  "closeout_id",
  "day",
  "staff",
  "staff_email",
  "closed_at",
  "expected_cash_count",
  "expected_cash",
  "counted_cash",
  "cash_difference",
  "expected_check_count",
  "expected_checks",
  "counted_check_count",
  "counted_checks",
  "check_difference",
  "total_difference",
  "check_numbers",
  "note",
  "status",
] as const;
