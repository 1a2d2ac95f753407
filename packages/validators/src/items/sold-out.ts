/** Sold-out messages (docs/product/items-and-fees.md): a company's messages, shared by its items. */
import { z } from "zod";
import { ZId } from "../common.ts";
import { ITEM_FORM_MESSAGES, SOLD_OUT_MESSAGE_MAX } from "./item.ts";

/** Our own wording: the product fixes only the failure message. */
export const SOLD_OUT_MESSAGES = {
  removed: "The sold-out message was removed.",
  created: "The sold-out message was added.",
} as const;

export const ZListSoldOutRequestSchema = z.object({ companyId: ZId.optional() });
export type TListSoldOutRequest = z.infer<typeof ZListSoldOutRequestSchema>;

export const ZCreateSoldOutRequestSchema = z.object({
  companyId: ZId.optional(),
  text: z
    .string({ error: ITEM_FORM_MESSAGES.soldOutTextRequired })
    .trim()
    .min(1, ITEM_FORM_MESSAGES.soldOutTextRequired)
    .max(SOLD_OUT_MESSAGE_MAX),
});
export type TCreateSoldOutRequest = z.infer<typeof ZCreateSoldOutRequestSchema>;

export const ZSoldOutIdRequestSchema = z.object({ soldOutMessageId: ZId });
export type TSoldOutIdRequest = z.infer<typeof ZSoldOutIdRequestSchema>;
