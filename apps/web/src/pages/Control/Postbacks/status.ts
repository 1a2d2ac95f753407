import type { TPostbackStatus } from "@paydesk/validators";

export const POSTBACK_STATUS_LABELS: Record<TPostbackStatus, string> = {
  PENDING: "Pending",
  SENT: "Sent",
  FAILED: "Failed",
  MARKED: "Marked",
};

export const POSTBACK_STATUS_COLORS: Record<TPostbackStatus, string> = {
  PENDING: "yellow",
  SENT: "teal",
  FAILED: "red",
  MARKED: "gray",
};

/** What marking with each status means, for the mark dialog's choices. */
export const MARK_STATUS_HINTS: Record<TPostbackStatus, string> = {
  MARKED: "A person dealt with it; the queue leaves it alone.",
  SENT: "The SIS has it (posted by hand); the queue leaves it alone.",
  FAILED: "Stop trying; it stays on the list of failed postbacks.",
  PENDING: "Put it back in the queue, to be sent now.",
};
