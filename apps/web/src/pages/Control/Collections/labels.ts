import type { TCollectionSource, TCollectionState } from "@paydesk/validators";

export const SOURCE_COLORS: Record<TCollectionSource, string> = {
  PARTIAL_ORDER: "orange",
  FAILED_CHARGE: "red",
  RETURNED_CHECK: "grape",
};

export const STATE_LABELS: Record<TCollectionState, string> = { DUE: "Due", REMINDED: "Reminded" };
