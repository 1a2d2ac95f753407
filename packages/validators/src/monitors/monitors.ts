/**
 * Monitors and support contacts (docs/product/control-area.md). The product fixes
 * one message for the monitor form (`companyRequired`); the rest of the wording is ours, in one
 * place for the procedures, the shims and the pages. The pattern and query rules themselves are
 * pure functions in @paydesk/domain (monitors/rules.ts), which use these messages.
 */
import { z } from "zod";
import { recordIdWithMessage, ZModuleScoped } from "../common.ts";

export const MONITOR_MESSAGES = {
  /** Quoted exactly. */
  companyRequired: "You must select a company to save the monitor",
  patternShape: 'The process pattern must be longer than 2 characters and start and end with "/".',
  queryRequired: "Add at least one info or error query.",
  tooManyQueries: "A monitor takes at most 20 info and 20 error queries.",
  queryTooLong: "Queries are limited to 200 characters.",
  badRegex: "This /regex/ is not a valid regular expression.",
  unsafeRegex: "This /regex/ could take too long to run: avoid a repeated group that itself repeats, back-references and more than two open-ended repeats.",
  badEmail: "Enter a valid e-mail address.",
  badLevel: "The level is a number from 0 to 5.",
  contactsMissing: "These e-mail addresses are not support contacts of the company. Create them as contacts?",
  unknown: "This monitor does not exist.",
  unknownCompany: "That company does not exist.",
  saved: "The monitor was saved.",
  acknowledged: "The monitor's matches were acknowledged.",
  ran: "The monitor ran.",
  runBudget: "The run stopped at its time budget before reading every event: narrow the monitor's queries or its process pattern.",
} as const;

export const SUPPORT_CONTACT_MESSAGES = {
  emailRequired: "Enter the contact's e-mail address.",
  badEmail: MONITOR_MESSAGES.badEmail,
  nameTooLong: "Names are limited to 120 characters.",
  duplicate: "This e-mail address is already a support contact of the company.",
  unknownCompany: MONITOR_MESSAGES.unknownCompany,
  created: "The support contact was created.",
} as const;

/** The slider's range. */
export const MONITOR_LEVEL = { min: 0, max: 5 } as const;
export const MONITOR_LIMITS = { queries: 20, queryLength: 200 } as const;

export const ZMonitorId = recordIdWithMessage(MONITOR_MESSAGES.unknown);
const ZCompanyId = recordIdWithMessage(MONITOR_MESSAGES.companyRequired);

const blankToUndefined = (value: unknown) => (value === "" || value === null ? undefined : value);

const ZContactEmail = z.preprocess(
  blankToUndefined,
  z.string().trim().toLowerCase().max(254, MONITOR_MESSAGES.badEmail).pipe(z.email({ error: MONITOR_MESSAGES.badEmail })).optional(),
);

/** Blank lines dropped, each query trimmed; the domain judges what is left. */
const ZQueries = z
  .array(z.string().trim().max(MONITOR_LIMITS.queryLength, MONITOR_MESSAGES.queryTooLong))
  .max(MONITOR_LIMITS.queries, MONITOR_MESSAGES.tooManyQueries)
  .default([])
  .transform((queries) => queries.filter((query) => query.length > 0));

export const ZMonitorFields = z.object({
  // No company (absent, blank, null) fails like a bad one: the product's message either way.
  companyId: z.preprocess((value) => blankToUndefined(value) ?? 0, ZCompanyId),
  hasProcess: z.boolean().default(false),
  processPattern: z.preprocess(blankToUndefined, z.string().trim().max(MONITOR_LIMITS.queryLength, MONITOR_MESSAGES.queryTooLong).optional()),
  infoQueries: ZQueries,
  errorQueries: ZQueries,
  contactEmail: ZContactEmail,
  contact2Email: ZContactEmail,
  level: z.coerce
    .number({ error: MONITOR_MESSAGES.badLevel })
    .int({ error: MONITOR_MESSAGES.badLevel })
    .min(MONITOR_LEVEL.min, MONITOR_MESSAGES.badLevel)
    .max(MONITOR_LEVEL.max, MONITOR_MESSAGES.badLevel)
    .default(0),
});
export type TMonitorFields = z.input<typeof ZMonitorFields>;
export type TMonitorFieldsParsed = z.infer<typeof ZMonitorFields>;

/** Create (no id) or edit (id). `createContacts`: the user agreed to add the missing contacts. */
export const ZSaveMonitorRequestSchema = ZModuleScoped.extend({
  id: z.preprocess(blankToUndefined, ZMonitorId.optional()),
  createContacts: z.boolean().default(false),
}).and(ZMonitorFields);
export type TSaveMonitorRequest = z.infer<typeof ZSaveMonitorRequestSchema>;

export const ZMonitorListRequestSchema = ZModuleScoped.extend({
  companyId: z.preprocess(blankToUndefined, ZCompanyId.optional()),
});
export const ZMonitorRequestSchema = ZModuleScoped.extend({ id: ZMonitorId });

export const ZSupportContactFields = z.object({
  email: z
    .string({ error: SUPPORT_CONTACT_MESSAGES.emailRequired })
    .trim()
    .toLowerCase()
    .min(1, SUPPORT_CONTACT_MESSAGES.emailRequired)
    .max(254, SUPPORT_CONTACT_MESSAGES.badEmail)
    .pipe(z.email({ error: SUPPORT_CONTACT_MESSAGES.badEmail })),
  name: z.preprocess((v) => (v === null || v === undefined ? "" : v), z.string().trim().max(120, SUPPORT_CONTACT_MESSAGES.nameTooLong)),
});
const ZContactCompanyId = recordIdWithMessage(SUPPORT_CONTACT_MESSAGES.unknownCompany);
export const ZSupportContactListRequestSchema = ZModuleScoped.extend({ companyId: ZContactCompanyId });
export const ZCreateSupportContactRequestSchema = ZSupportContactListRequestSchema.and(ZSupportContactFields);
export type TCreateSupportContactRequest = z.infer<typeof ZCreateSupportContactRequestSchema>;
