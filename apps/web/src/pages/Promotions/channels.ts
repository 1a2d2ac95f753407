import type { TPromotionChannel } from "@paydesk/validators";

/** The channels as the menu names their composers. */
export const CHANNEL_LABELS: Record<TPromotionChannel, string> = {
  facebook: "Facebook",
  mail: "E-mail",
  marketing: "E-mail marketing",
  short: "Twitter",
};

export const CHANNEL_OPTIONS = (Object.keys(CHANNEL_LABELS) as TPromotionChannel[]).map((value) => ({
  value,
  label: CHANNEL_LABELS[value],
}));

export function isChannel(value: string | null): value is TPromotionChannel {
  return value !== null && value in CHANNEL_LABELS;
}

export type PostState = "SCHEDULED" | "SENDING" | "SENT" | "FAILED" | "CANCELLED";

export const POST_STATE_LABELS: Record<PostState, string> = {
  SCHEDULED: "Scheduled",
  SENDING: "Sending",
  SENT: "Sent",
  FAILED: "Failed",
  CANCELLED: "Cancelled",
};

export const POST_STATE_COLORS: Record<PostState, string> = {
  SCHEDULED: "blue",
  SENDING: "yellow",
  SENT: "teal",
  FAILED: "red",
  CANCELLED: "gray",
};
