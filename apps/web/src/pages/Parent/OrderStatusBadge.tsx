import { Badge } from "@mantine/core";

/** Order statuses (docs/product/reports-and-time-zones.md), in the words a parent reads. */
const STATUS: Record<string, { label: string; color: string }> = {
  PAID: { label: "Paid", color: "teal" },
  PARTIAL: { label: "Partly paid", color: "yellow" },
  REFUNDED: { label: "Refunded", color: "gray" },
  VOID: { label: "Void", color: "gray" },
};

export function OrderStatusBadge({ status }: { status: string }) {
  const shown = STATUS[status] ?? { label: status, color: "gray" };
  return (
    <Badge color={shown.color} variant="light">
      {shown.label}
    </Badge>
  );
}
