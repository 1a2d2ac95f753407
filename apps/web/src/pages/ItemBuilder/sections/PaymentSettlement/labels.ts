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
