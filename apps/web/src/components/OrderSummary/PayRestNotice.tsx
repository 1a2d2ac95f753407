import { Alert, Button, Group, Text } from "@mantine/core";
import { formatCents } from "@paydesk/domain";
import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { trpc } from "../../trpc.ts";

interface PayRestNoticeProps {
  /** The order as the payer reaches it: the parent's (module parent) or by its receipt token. */
  access: { orderId: number; module: "parent" } | { orderId: number; token: string };
  /** The payer's pay-the-rest page. */
  to: string;
}

/** On a payer's receipt: what a partial authorization left due, and the way to pay it. Nothing once paid. */
export function PayRestNotice({ access, to }: PayRestNoticeProps) {
  const summary = useQuery({ ...trpc.payRest.summary.queryOptions(access), retry: false });
  if (!summary.data || summary.data.dueCents <= 0) return null;
  return (
    <Alert color="orange" variant="light" data-testid="amount-still-due">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Text size="sm">Part of this payment was approved: {formatCents(summary.data.dueCents)} is still due.</Text>
        <Button component={Link} to={to} size="xs">
          Pay the rest
        </Button>
      </Group>
    </Alert>
  );
}
