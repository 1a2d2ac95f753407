import type { TOutboxStatus } from "@paydesk/validators";

export const STATUS_LABELS: Record<TOutboxStatus, string> = { QUEUED: "Queued", SENT: "Sent", FAILED: "Failed" };
export const STATUS_COLORS: Record<TOutboxStatus, string> = { QUEUED: "blue", SENT: "teal", FAILED: "red" };
