import type { AppRouter, inferRouterOutputs } from "@paydesk/api";
import type { ItemTypeName } from "@paydesk/validators";
import { ITEM_TYPE_LABELS } from "../../lib/labels.ts";

type ItemsOutput = inferRouterOutputs<AppRouter>["items"];

export type ItemRow = ItemsOutput["list"]["items"][number];
export type ItemPage = ItemsOutput["list"];

/** One item list: which kinds it shows and where it lives below `/{module}`. */
export interface ItemListConfig {
  title: string;
  description: string;
  /** Below `/{module}`; the address mass actions come back to. */
  path: string;
  types: readonly ItemTypeName[];
  /** The list's kind, sent with "save as draft" so the server refuses items of another kind. */
  itemType?: ItemTypeName;
}

export const TYPE_LABELS: Record<ItemTypeName, string> = ITEM_TYPE_LABELS;

function single(type: ItemTypeName, title: string, description: string, path: string): ItemListConfig {
  return { title, description, path, types: [type], itemType: type };
}

export const LISTS = {
  individual: single("basic", "Individual items", "One-time items payers buy on their own.", "payments/individual-items"),
  recurring: single("recurring", "Recurring items", "Items charged again on a schedule.", "payments/recurring"),
  mips: single("multi", "Multi-item packages", "Packages that bundle several items into one purchase.", "payments/mips"),
  events: single("event", "Events", "Tickets and registrations for events.", "payments/events"),
  /**
   * The product names /payments/3rd/* without saying what it lists
   * (docs/product/items-and-fees.md). Our reading: the items that are not the school's own
   * one-time, recurring, package or event items — blackboard items (which pull their data from a
   * third party by API) at /3rd/blackboard and promo items (promotions run with partners) at
   * /3rd/promo. Any other /3rd/ address is not a list.
   */
  blackboard: single(
    "blackboard",
    "Third-party items",
    "Blackboard items that pull their data from another system by API.",
    "payments/3rd/blackboard",
  ),
  promo: single("promo", "Promotional items", "Items offered through promotions.", "payments/3rd/promo"),
  /** /school/items: every kind in one list (docs/product/items-and-fees.md). */
  all: {
    title: "Items",
    description: "Every item of the site, whatever its kind.",
    path: "items",
    types: ["basic", "recurring", "event", "multi", "promo", "blackboard"],
  },
} satisfies Record<string, ItemListConfig>;

export const THIRD_PARTY_LISTS: Record<string, ItemListConfig> = { blackboard: LISTS.blackboard, promo: LISTS.promo };

/**
 * Query parameters the pages arrive with after a mass action or a cancelled edit
 * (docs/product/items-and-fees.md).
 */
export const NOTICE_PARAMS = ["drafts_added", "drafts_updated", "cancel_action"] as const;

/**
 * List search (docs/product/items-and-fees.md): typed text waits this long before the list asks the
 * server.
 */
export const SEARCH_DEBOUNCE_MS = 300;
