import { Anchor, Card, Group, Pagination, Stack, Table, Text } from "@mantine/core";
import { formatCents } from "@paydesk/domain";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Link } from "react-router";
import { MenuGate } from "../../../components/MenuGate/index.ts";
import { PageHeader } from "../../../components/PageHeader/index.ts";
import { QueryStates } from "../../../components/QueryStates/index.ts";
import { trpc } from "../../../trpc.ts";
import { PARENT_PATHS } from "../paths.ts";
import { OrderStatusBadge } from "../OrderStatusBadge.tsx";

const DATE = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" });

/** `/parent/history`: the parent's payments, newest first, each with its receipt. */
export function HistoryPage() {
  return <MenuGate path="history">{() => <History />}</MenuGate>;
}

function History() {
  const [page, setPage] = useState(1);
  const history = useQuery({ ...trpc.parent.history.queryOptions({ page }), placeholderData: (previous) => previous });

  return (
    <Stack gap="lg" maw={1000}>
      <PageHeader title="Payment history" description="Your payments and their receipts." />
      <QueryStates
        query={history}
        isEmpty={(data) => data.total === 0}
        empty={
          <Card padding="lg">
            <Text>You have not paid for anything yet.</Text>
          </Card>
        }
      >
        {({ orders, total, pageSize }) => (
          <Card padding="lg">
            <Table.ScrollContainer minWidth={720}>
              <Table verticalSpacing="sm" aria-label="Your payments">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Date</Table.Th>
                    <Table.Th>Order</Table.Th>
                    <Table.Th>Items</Table.Th>
                    <Table.Th>Paid to</Table.Th>
                    <Table.Th>Status</Table.Th>
                    <Table.Th ta="right">Total</Table.Th>
                    <Table.Th ta="right">Still due</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {orders.map((order) => (
                    <Table.Tr key={order.orderId} data-testid="history-order">
                      <Table.Td>{DATE.format(new Date(order.createdAt))}</Table.Td>
                      <Table.Td>
                        <Anchor component={Link} to={PARENT_PATHS.receipt(order.orderId)}>
                          Receipt #{order.orderId}
                        </Anchor>
                      </Table.Td>
                      <Table.Td>{order.titles.join(", ")}</Table.Td>
                      <Table.Td>{order.companyName}</Table.Td>
                      <Table.Td>
                        <OrderStatusBadge status={order.status} />
                      </Table.Td>
                      <Table.Td ta="right">{formatCents(order.totalCents)}</Table.Td>
                      <Table.Td ta="right">{order.dueCents > 0 ? formatCents(order.dueCents) : "—"}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
            {total > pageSize && (
              <Group justify="center" mt="md">
                <Pagination total={Math.ceil(total / pageSize)} value={page} onChange={setPage} aria-label="Pages of payments" />
              </Group>
            )}
          </Card>
        )}
      </QueryStates>
    </Stack>
  );
}
