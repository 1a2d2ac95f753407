/**
 * The school year and important dates of a company (/settings/dates*, docs/product/students-and-groups.md): a
 * list with create, edit and delete. The texts are ours.
 */
import { z } from "zod";
import { ZId } from "../common.ts";

export const IMPORTANT_DATE_KINDS = ["SCHOOL_YEAR", "TERM", "HOLIDAY", "EVENT", "OTHER"] as const;
export const ZImportantDateKind = z.enum(IMPORTANT_DATE_KINDS);
export type TImportantDateKind = z.infer<typeof ZImportantDateKind>;

export const IMPORTANT_DATE_KIND_LABELS: Record<TImportantDateKind, string> = {
  SCHOOL_YEAR: "School year",
  TERM: "Term",
  HOLIDAY: "Holiday or break",
  EVENT: "Event",
  OTHER: "Other",
};

export const DATES_MESSAGES = {
  titleRequired: "Please enter a name for this date.",
  titleTooLong: "Names are limited to 100 characters.",
  startRequired: "Please enter the first day.",
  notADate: "Please enter a date as YYYY-MM-DD.",
  endBeforeStart: "The last day cannot be before the first day.",
  noSuchDate: "No such date.",
  saved: "Saved",
  deleted: "The date has been deleted.",
} as const;

export const DATE_TITLE_MAX = 100;

/** A calendar day, YYYY-MM-DD, that exists (no 2026-02-30). */
const day = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .regex(/^\d{4}-\d{2}-\d{2}$/, DATES_MESSAGES.notADate)
    .refine((v) => {
      const d = new Date(`${v}T00:00:00Z`);
      return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
    }, DATES_MESSAGES.notADate);

export const ZImportantDateFieldsSchema = z
  .object({
    kind: ZImportantDateKind.default("OTHER"),
    title: z
      .string({ error: DATES_MESSAGES.titleRequired })
      .trim()
      .min(1, DATES_MESSAGES.titleRequired)
      .max(DATE_TITLE_MAX, DATES_MESSAGES.titleTooLong),
    startsOn: day(DATES_MESSAGES.startRequired),
    /** Empty or absent: a single day. */
    endsOn: z.union([day(DATES_MESSAGES.notADate), z.literal("").transform(() => null), z.null()]).default(null),
  })
  // ISO days compare as text.
  .refine((v) => !v.endsOn || v.endsOn >= v.startsOn, { path: ["endsOn"], message: DATES_MESSAGES.endBeforeStart });
export type TImportantDateFields = z.infer<typeof ZImportantDateFieldsSchema>;

/** The company whose dates: one of the actor's subtree, the actor's own when absent. */
export const ZListDatesRequestSchema = z.object({ companyId: ZId.optional() });
export type TListDatesRequest = z.infer<typeof ZListDatesRequestSchema>;

export const ZCreateDateRequestSchema = z.object({ companyId: ZId.optional(), fields: ZImportantDateFieldsSchema });
export type TCreateDateRequest = z.infer<typeof ZCreateDateRequestSchema>;

export const ZUpdateDateRequestSchema = z.object({ dateId: ZId, fields: ZImportantDateFieldsSchema });
export type TUpdateDateRequest = z.infer<typeof ZUpdateDateRequestSchema>;

export const ZDateIdRequestSchema = z.object({ dateId: ZId });
export type TDateIdRequest = z.infer<typeof ZDateIdRequestSchema>;
