/**
 * Service alerts (docs/product/dashboard-images-promotions.md). The product fixes no message for
 * these screens; the wording below is ours, in one place for the procedures, shims and pages.
 */
import { z } from "zod";
import { recordIdWithMessage, ZId, ZModuleScoped } from "../common.ts";
import { ALL_PERMISSIONS, type Permission } from "../acl/permission-list.ts";
import { MONITOR_MESSAGES } from "../monitors/monitors.ts";

export const ALERT_MESSAGES = {
  titleRequired: "Give the alert a title.",
  titleTooLong: "Alert titles are limited to 120 characters.",
  messageRequired: "Write the alert's message.",
  messageTooLong: "Alert messages are limited to 2000 characters.",
  badType: "Choose the kind of alert.",
  badAudience: "Choose who sees the alert.",
  companyRequired: "Choose the company that sees this alert.",
  badReaderPermission: "Choose which staff the alert is for.",
  badLink: "The link must be a path on this site (starting with /) or an http(s) address.",
  linkTitleTooLong: "Link titles are limited to 120 characters.",
  badDate: "Enter a valid date and time.",
  endBeforeStart: "The alert must end after it starts.",
  unknown: "This service alert does not exist.",
  unknownCompany: MONITOR_MESSAGES.unknownCompany,
  acknowledgeRequired: "Send acknowledge: 1 to acknowledge a message.",
  badAckType: "The acknowledgement type must be seen or dismissed.",
  created: "The service alert was created.",
  acknowledged: "Thank you. The alert was acknowledged.",
  copied: "Link copied",
} as const;

/** The kinds of message (the `type` of the alerts' messages). */
export const ALERT_TYPES = ["info", "warning", "outage", "feature"] as const;
export type TAlertType = (typeof ALERT_TYPES)[number];

/** Who sees it: one company, a company and everything below it, or every administrator. */
export const ALERT_AUDIENCES = ["company", "subtree", "everyone"] as const;
export type TAlertAudience = (typeof ALERT_AUDIENCES)[number];

/**
 * How a user answers a message (`POST …/messages/{id}` `{acknowledge: 1, type}`): `seen` hides it
 * for ALERT_TIMINGS.seenSeconds, after which it shows again while still running; `dismissed` hides
 * it for good.
 */
export const ALERT_ACK_TYPES = ["seen", "dismissed"] as const;
export type TAlertAckType = (typeof ALERT_ACK_TYPES)[number];

export const ZAlertId = recordIdWithMessage(ALERT_MESSAGES.unknown);

const ZInstant = z.coerce
  .date({ error: ALERT_MESSAGES.badDate })
  .refine((d) => !Number.isNaN(d.getTime()), { error: ALERT_MESSAGES.badDate });
const blankToUndefined = (value: unknown) => (value === "" || value === null ? undefined : value);

/** A link on this site or an http(s) address; never javascript: or another scheme. */
const ZAlertLink = z
  .string()
  .trim()
  .max(500, { error: ALERT_MESSAGES.badLink })
  .refine((url) => /^\/(?!\/)/.test(url) || /^https?:\/\/[^\s]+$/i.test(url), { error: ALERT_MESSAGES.badLink });

export const ZAlertFields = z
  .object({
    title: z
      .string({ error: ALERT_MESSAGES.titleRequired })
      .trim()
      .min(1, ALERT_MESSAGES.titleRequired)
      .max(120, ALERT_MESSAGES.titleTooLong),
    message: z
      .string({ error: ALERT_MESSAGES.messageRequired })
      .trim()
      .min(1, ALERT_MESSAGES.messageRequired)
      .max(2000, ALERT_MESSAGES.messageTooLong),
    type: z.enum(ALERT_TYPES, { error: ALERT_MESSAGES.badType }),
    itemUrl: z.preprocess(blankToUndefined, ZAlertLink.optional()),
    itemTitle: z.preprocess(blankToUndefined, z.string().trim().max(120, ALERT_MESSAGES.linkTitleTooLong).optional()),
    audience: z.enum(ALERT_AUDIENCES, { error: ALERT_MESSAGES.badAudience }),
    companyId: z.preprocess(blankToUndefined, ZId.max(2_147_483_647).optional()),
    /** Only staff holding this permission see it (those who can act on it); absent: all staff. */
    readerPermission: z.preprocess(
      blankToUndefined,
      z.enum(ALL_PERMISSIONS as readonly [Permission, ...Permission[]], { error: ALERT_MESSAGES.badReaderPermission }).optional(),
    ),
    startsAt: z.preprocess(blankToUndefined, ZInstant.optional()),
    endsAt: z.preprocess(blankToUndefined, ZInstant.optional()),
  })
  .superRefine((alert, issues) => {
    if (alert.audience !== "everyone" && alert.companyId === undefined) {
      issues.addIssue({ code: "custom", path: ["companyId"], message: ALERT_MESSAGES.companyRequired });
    }
    if (alert.endsAt && alert.endsAt.getTime() <= (alert.startsAt?.getTime() ?? Number.NEGATIVE_INFINITY)) {
      issues.addIssue({ code: "custom", path: ["endsAt"], message: ALERT_MESSAGES.endBeforeStart });
    }
  });
export type TAlertFields = z.input<typeof ZAlertFields>;
export type TAlertFieldsParsed = z.infer<typeof ZAlertFields>;

export const ZCreateAlertRequestSchema = z.intersection(ZModuleScoped, ZAlertFields);
export type TCreateAlertRequest = z.infer<typeof ZCreateAlertRequestSchema>;

export const ZAlertRequestSchema = ZModuleScoped.extend({ alertId: ZAlertId });
export type TAlertRequest = z.infer<typeof ZAlertRequestSchema>;

export const ZAcknowledgeAlertRequestSchema = ZModuleScoped.extend({
  alertId: ZAlertId,
  acknowledge: z.literal(true, { error: ALERT_MESSAGES.acknowledgeRequired }),
  type: z.enum(ALERT_ACK_TYPES, { error: ALERT_MESSAGES.badAckType }),
});
export type TAcknowledgeAlertRequest = z.infer<typeof ZAcknowledgeAlertRequestSchema>;
