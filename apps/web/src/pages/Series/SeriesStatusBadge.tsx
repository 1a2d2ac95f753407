import { Badge } from "@mantine/core";

/** Series and occurrence statuses in words. */
const STATUS: Record<string, { label: string; color: string }> = {
  ACTIVE: { label: "Active", color: "teal" },
  STOPPED: { label: "Stopped", color: "gray" },
  COMPLETED: { label: "Completed", color: "blue" },
  FAILED: { label: "Failed", color: "red" },
  SCHEDULED: { label: "Scheduled", color: "blue" },
  RETRYING: { label: "Declined, will retry", color: "yellow" },
  PAID: { label: "Paid", color: "teal" },
  CANCELLED: { label: "Cancelled", color: "gray" },
};

export function SeriesStatusBadge({ status }: { status: string }) {
  const shown = STATUS[status] ?? { label: status, color: "gray" };
  return (
    <Badge color={shown.color} variant="light">
      {shown.label}
    </Badge>
  );
}
