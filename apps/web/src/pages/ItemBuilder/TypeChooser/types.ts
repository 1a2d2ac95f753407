import type { ItemTypeName } from "@paydesk/validators";
import {
  IconCalendarEvent,
  IconChalkboard,
  IconPackages,
  IconReceipt,
  IconRepeat,
  IconSpeakerphone,
  type Icon,
} from "@tabler/icons-react";

export interface ItemTypeChoice {
  type: ItemTypeName;
  label: string;
  description: string;
  icon: Icon;
  /** Events and promos start from a template, the others from a type (docs/product/items-and-fees.md). */
  param: "type" | "template";
}

export const ITEM_TYPE_CHOICES: readonly ItemTypeChoice[] = [
  {
    type: "basic",
    label: "Basic item",
    description: "A one-time payment: a fee, a ticket, a product.",
    icon: IconReceipt,
    param: "type",
  },
  {
    type: "recurring",
    label: "Recurring item",
    description: "Charged again on a day of the month or every few days.",
    icon: IconRepeat,
    param: "type",
  },
  {
    type: "event",
    label: "Event",
    description: "A payment tied to a date, a time and a place.",
    icon: IconCalendarEvent,
    param: "template",
  },
  {
    type: "multi",
    label: "Multi-item package",
    description: "Several items sold together as one.",
    icon: IconPackages,
    param: "type",
  },
  {
    type: "promo",
    label: "Promo",
    description: "An item made to be promoted and shared.",
    icon: IconSpeakerphone,
    param: "template",
  },
  {
    type: "blackboard",
    label: "Blackboard item",
    description: "An item whose data is pulled by API.",
    icon: IconChalkboard,
    param: "type",
  },
];

export const ITEM_TYPE_LABELS = Object.fromEntries(ITEM_TYPE_CHOICES.map((c) => [c.type, c.label])) as Record<
  ItemTypeName,
  string
>;

/** `/{module}/items/create?type=recurring`, `?template=event`, … (docs/product/items-and-fees.md). */
export function builderSearch(choice: ItemTypeChoice): string {
  return `?${choice.param}=${choice.type}`;
}
