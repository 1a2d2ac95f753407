import type { AmountType, FeeType } from "@paydesk/validators";

export const AMOUNT_TYPE_LABELS: Record<AmountType, string> = {
  Open: "Open (payer enters the amount)",
  AOpen: "Advanced open",
  Fixed: "Fixed price",
};

export const FEE_TYPE_LABELS: Record<FeeType, string> = {
  None: "None",
  Fixed: "Fixed",
  Calculated: "Calculated",
  Suggested: "Suggested",
};

/** Said under each fee type's name: what choosing it does to the price and to what the payer pays. */
export const FEE_TYPE_HINTS: Record<FeeType, string> = {
  None: "No fee of the item's own; the price cannot be edited.",
  Fixed: "The payer pays the price plus this fee per item; $0.00 for a price with no fee.",
  Calculated: "The payer pays the card fee of the settlement account on the amount.",
  Suggested: "The payer pays the price plus the settlement account's suggested fee.",
};
