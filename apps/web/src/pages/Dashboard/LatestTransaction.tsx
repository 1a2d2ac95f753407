import { Badge, Button, Group, SimpleGrid, Stack, Text } from "@mantine/core";
import { formatCents, nextLatestPoll } from "@paydesk/domain";
import { DASHBOARD_TIMING, type TModule } from "@paydesk/validators";
import { IconRefresh } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { isForbidden } from "../../lib/errors.ts";
import { METHOD_LABELS } from "../../lib/labels.ts";
import { trpc } from "../../trpc.ts";
import { FAILS_IN_PLACE, Widget } from "./Widget.tsx";
import { formatDateTime } from "../../lib/dates.ts";


/**
 * The latest transaction (docs/product/dashboard-images-promotions.md): asked again every 15 s for
 * 5 minutes after the page opens (or after the last manual refresh); then it stops and a refresh
 * button starts it again.
 */
export function LatestTransaction({ module }: { module: TModule }) {
  const [startedAt, setStartedAt] = useState(() => Date.now());
  const [polling, setPolling] = useState(true);
  const query = useQuery({
    ...trpc.dashboard.latest.queryOptions({ module }),
    ...FAILS_IN_PLACE,
    refetchInterval: (current) => {
      // A refusal will not change by asking again.
      if (isForbidden(current.state.error)) return false;
      const next = nextLatestPoll(Date.now() - startedAt, DASHBOARD_TIMING);
      if (next === null && polling) setPolling(false);
      return next ?? false;
    },
    refetchIntervalInBackground: true,
  });
  const refresh = () => {
    setStartedAt(Date.now());
    setPolling(true);
    void query.refetch();
  };
  const action = polling ? (
    <Badge variant="light" color="teal" data-testid="latest-live">
      Live
    </Badge>
  ) : (
    <Button size="xs" variant="light" leftSection={<IconRefresh size={14} aria-hidden />} onClick={refresh} data-testid="latest-refresh">
      Refresh
    </Button>
  );
  return (
    <Widget name="txn-first" title="Latest transaction" query={query} action={action}>
      {(txn) =>
        txn === null ? (
          <Text size="sm" c="dimmed">
            No transactions yet.
          </Text>
        ) : (
          <Stack gap="xs" data-testid="latest-txn" data-order-id={txn.orderId}>
            <Group justify="space-between">
              <Text fw={700} fz="xl" data-testid="latest-amount">
                {formatCents(txn.amountCents)}
              </Text>
              <Badge variant="outline">{txn.status}</Badge>
            </Group>
            <SimpleGrid cols={2} spacing="xs" verticalSpacing={4}>
              <Fact label="Payor">{txn.payor}</Fact>
              <Fact label="Date">{formatDateTime(txn.txnDate)}</Fact>
              <Fact label="Company">{txn.parentCompany}</Fact>
              <Fact label="Payee">{txn.payees.join(", ") || "—"}</Fact>
              <Fact label="Method">{txn.methods.map((m) => METHOD_LABELS[m] ?? m).join(", ") || "—"}</Fact>
              <Fact label="Order">#{txn.orderId}</Fact>
            </SimpleGrid>
          </Stack>
        )
      }
    </Widget>
  );
}

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm">{children}</Text>
    </Stack>
  );
}
