/** The office terminal's searchable item select (the office screen: docs/product/terminal.md). */
import { z } from "zod";
import { ZId, ZModule } from "../common.ts";
import { ZItemType } from "../items/item.ts";

export const TERMINAL_ITEMS_LIMIT = 50;

export const ZTerminalItemsListRequestSchema = z.object({
  module: ZModule,
  /** Part of the title or the item code, any case. */
  search: z.string().trim().max(100).default(""),
  /** One type only (the Events tab asks for events): filtered on the server, so the limit counts only those. */
  type: ZItemType.optional(),
});
export type TTerminalItemsListRequest = z.infer<typeof ZTerminalItemsListRequestSchema>;

export const ZTerminalItemGetRequestSchema = z.object({ module: ZModule, itemId: ZId });
export type TTerminalItemGetRequest = z.infer<typeof ZTerminalItemGetRequestSchema>;
