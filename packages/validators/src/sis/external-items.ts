/**
 * External (SIS) items at the terminal and the plugins a company uses (docs/product/terminal.md). Requests
 * in camelCase with integer cents; the find shim maps the documented `item_provider` and
 * `student` onto them.
 */
import { z } from "zod";
import { ZId, ZModule } from "../common.ts";
import { PAYMENT_MESSAGES } from "../payments/messages.ts";

export const SIS_PLUGIN_NAMES = ["asb_works", "synergy", "synergy_test", "powerschool", "skyward"] as const;
export const ZSisPlugin = z.enum(SIS_PLUGIN_NAMES);
export type TSisPlugin = z.infer<typeof ZSisPlugin>;

/** How the plugins are named on screen. */
export const SIS_PLUGIN_LABELS: Readonly<Record<TSisPlugin, string>> = {
  asb_works: "ASB Works",
  synergy: "Synergy",
  synergy_test: "Synergy (test)",
  powerschool: "PowerSchool",
  skyward: "Skyward",
};

export const SIS_MESSAGES = {
  /** Quoted exactly. */
  selectPluginAndStudent: PAYMENT_MESSAGES.selectPluginAndStudent,
  // Ours: the product names these refusals without fixing their text.
  pluginNotUsed: "The student's school does not use this student information system.",
  unavailable: "The student information system did not answer. Please try again.",
  feeNotDue: "This fee is no longer due in the student information system.",
  alreadyInCart: "This fee is already in the cart.",
  payInFull: "This fee must be paid in full.",
  overAmountDue: "The amount cannot be more than the amount due.",
  onceOnly: "A fee from a student information system is added once.",
  notExternalItem: "This item only takes fees found through a student information system.",
  pluginEnabled: "The student information system was enabled.",
  pluginDisabled: "The student information system was disabled.",
  payeeRequired: "Please choose the settlement account the fees are paid to.",
} as const;

const selectBoth = { error: SIS_MESSAGES.selectPluginAndStudent };

/** `POST /{module}/virtual-terminal/external-items/find` {item_provider, student}: student is our student id. */
export const ZExternalItemsFindRequestSchema = z.object({
  module: ZModule,
  plugin: z.enum(SIS_PLUGIN_NAMES, selectBoth),
  studentId: z.coerce.number(selectBoth).int(selectBoth).positive(selectBoth),
});
export type TExternalItemsFindRequest = z.input<typeof ZExternalItemsFindRequestSchema>;
export type TExternalItemsFind = z.output<typeof ZExternalItemsFindRequestSchema>;

export const ZExternalItemsScoped = z.object({ module: ZModule });

/** Enable a plugin for a company, with the settlement account its fees are paid to. */
export const ZSisPluginEnableRequestSchema = z.object({
  module: ZModule,
  companyId: ZId,
  plugin: ZSisPlugin,
  payeeId: z.coerce.number({ error: SIS_MESSAGES.payeeRequired }).int(SIS_MESSAGES.payeeRequired).positive(SIS_MESSAGES.payeeRequired),
});
export type TSisPluginEnableRequest = z.input<typeof ZSisPluginEnableRequestSchema>;

export const ZSisPluginDisableRequestSchema = z.object({ module: ZModule, companyId: ZId, plugin: ZSisPlugin });
export type TSisPluginDisableRequest = z.input<typeof ZSisPluginDisableRequestSchema>;

export const ZSisSettingsRequestSchema = z.object({ module: ZModule, companyId: ZId });

/**
 * The `transient` JSON of a cart line holding an external fee: what the SIS said when
 * it was added, so the line, the order and the postback know the fee without asking again.
 */
export const ZExternalTransient = z.object({
  transient_id: z.string().min(1).max(100),
  plugin: ZSisPlugin,
  title: z.string().max(500),
  allow_partial: z.boolean(),
  /** The amount due in the SIS when added, in cents; the line's own amount may be less (allow_partial). */
  sis_amount_cents: z.number().int().nonnegative(),
  priority: z.number().int().nullable(),
  /** Our student id, and the student's id in the SIS (external id). */
  student_id: z.number().int().positive(),
  student: z.string().min(1).max(100),
});
export type TExternalTransient = z.infer<typeof ZExternalTransient>;

/** What a client names when adding an external fee: the rest comes from the SIS again, not from the client. */
export const ZExternalTransientClaim = z.object({ transient_id: z.string().min(1).max(100), plugin: ZSisPlugin });
