import { z } from "zod";
import { ZId, ZModuleScoped } from "../common.ts";
import { ITEM_MESSAGES } from "../items/messages.ts";

/**
 * File export format options of one company (/control/company/*\/ftp-account/files/*,
 * docs/product/students-and-groups.md):
 * column padding, the values written for free and reduced meals, the payee and item lists, and
 * the date offset string (its grammar lives in domain/exports/offset.ts).
 */
export const EXPORT_LIMITS = { maxPadding: 200, maxValue: 40, maxListed: 500, maxOffset: 40 } as const;

export const OFFSET_UNIT_NAMES = ["day", "week", "month", "year"] as const;

/** The product fixes no messages for these screens; ours. */
export const EXPORT_MESSAGES = {
  offsetInvalid: `Enter the offset as a sign, a number and a unit, for example "-1 day" or "+2 weeks" (units: ${OFFSET_UNIT_NAMES.join(", ")}).`,
  paddingInvalid: `Column padding must be a whole number from 0 to ${EXPORT_LIMITS.maxPadding}.`,
  valueRequired: "Enter the value the export writes.",
  valueTooLong: `At most ${EXPORT_LIMITS.maxValue} characters.`,
  payeeNotOfCompany: "Choose settlement accounts of this company only.",
  itemNotOfCompany: "Choose items of this company only.",
  saved: "Saved",
  saveFailed: ITEM_MESSAGES.saveFailed,
} as const;

const ZExportValue = z.string().trim().min(1, EXPORT_MESSAGES.valueRequired).max(EXPORT_LIMITS.maxValue, EXPORT_MESSAGES.valueTooLong);

export const ZExportFormatFields = z.object({
  columnPadding: z.coerce
    .number({ error: EXPORT_MESSAGES.paddingInvalid })
    .int({ error: EXPORT_MESSAGES.paddingInvalid })
    .min(0, EXPORT_MESSAGES.paddingInvalid)
    .max(EXPORT_LIMITS.maxPadding, EXPORT_MESSAGES.paddingInvalid),
  freeValue: ZExportValue,
  reducedValue: ZExportValue,
  payeeIds: z.array(ZId).max(EXPORT_LIMITS.maxListed).default([]),
  itemIds: z.array(ZId).max(EXPORT_LIMITS.maxListed).default([]),
  /** Checked against the offset grammar by the service (domain), the same rule the form uses. */
  dateOffset: z.string().trim().min(1, EXPORT_MESSAGES.offsetInvalid).max(EXPORT_LIMITS.maxOffset, EXPORT_MESSAGES.offsetInvalid),
});
export type TExportFormatFields = z.infer<typeof ZExportFormatFields>;
export type TExportFormatFieldsInput = z.input<typeof ZExportFormatFields>;

export const ZExportFormatGetRequest = ZModuleScoped.extend({ companyId: ZId });
export const ZExportFormatSaveRequest = ZModuleScoped.extend({ companyId: ZId, format: ZExportFormatFields });
export type TExportFormatSaveRequest = z.infer<typeof ZExportFormatSaveRequest>;
