/**
 * The card settings of /{module}/payments: the company's suggested cash discount (cash and check
 * start with fee removal ticked: docs/product/terminal.md) and the brands each payee accepts ("Sorry, that
 * card type is not accepted.": docs/product/checkout-and-payments.md).
 */
import { z } from "zod";
import { ZId } from "../common.ts";
import { CARD_BRANDS } from "./constants.ts";
import { TXN_DETAIL_MESSAGES } from "../transactions/detail.ts";

/** Our own wording: the product names the brands but no rule for choosing them. */
export const CARD_SETTINGS_MESSAGES = {
  atLeastOneBrand: "Choose at least one card brand for each payee.",
  unknownBrand: "Card brands are visa, mc, disc and amex.",
  /** The product's success message, as transaction edits show it (docs/product/reports-and-time-zones.md). */
  saved: TXN_DETAIL_MESSAGES.saved,
} as const;

export const ZCardSettingsRequestSchema = z.object({ companyId: ZId.optional() });
export type TCardSettingsRequest = z.infer<typeof ZCardSettingsRequestSchema>;

export const ZAcceptedCardBrands = z
  .array(z.enum(CARD_BRANDS, { error: CARD_SETTINGS_MESSAGES.unknownBrand }))
  .min(1, CARD_SETTINGS_MESSAGES.atLeastOneBrand)
  .max(CARD_BRANDS.length)
  .transform((brands) => CARD_BRANDS.filter((b) => brands.includes(b)));

export const ZUpdateCardSettingsRequestSchema = z.object({
  companyId: ZId.optional(),
  suggestCashDiscount: z.boolean(),
  /** Payees not named keep their brands. */
  payees: z
    .array(z.object({ payeeId: ZId, acceptedCardBrands: ZAcceptedCardBrands }))
    .max(200)
    .default([]),
});
export type TUpdateCardSettingsRequest = z.infer<typeof ZUpdateCardSettingsRequestSchema>;
