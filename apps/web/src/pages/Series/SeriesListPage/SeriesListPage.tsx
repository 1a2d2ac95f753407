import { Anchor, Card, Group, Pagination, Stack, Table, Text } from "@mantine/core";
import { formatCents } from "@paydesk/domain";
import type { TModule } from "@paydesk/validators";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Link } from "react-router";
import { MenuGate } from "../../../components/MenuGate/index.ts";
import { PageHeader } from "../../../components/PageHeader/index.ts";
import { QueryStates } from "../../../components/QueryStates/index.ts";
import { trpc } from "../../../trpc.ts";
import { formatChargeDay } from "../format.ts";
import { SERIES_PATHS } from "../paths.ts";
import { SeriesStatusBadge } from "../SeriesStatusBadge.tsx";

/** `/{module}/series` (staff: their subtree's series) and `/parent/series` (a parent's own). */
export function SeriesListPage() {
  return <MenuGate path="series">{(_session, module) => <SeriesList module={module} />}</MenuGate>;
}

function SeriesList({ module }: { module: TModule }) {
  const [page, setPage] = useState(1);
  const list = useQuery({ ...trpc.series.list.queryOptions({ module, page }), placeholderData: (previous) => previous });
  const parent = module === "parent";

  return (
    <Stack gap="lg" maw={1100}>
      <PageHeader
        title={parent ? "Recurring payments" : "Recurring series"}
        description={parent ? "Items you pay on a schedule with your card: what is next, and a way to stop." : "Recurring items bought with a card and charged on their schedule."}
      />
      <QueryStates
        query={list}
        isEmpty={(data) => data.total === 0}
        empty={
          <Card padding="lg">
            <Text>{parent ? "You have no recurring payments." : "No recurring series yet."}</Text>
          </Card>
        }
      >
        {({ series, total, pageSize }) => (
          <Card padding="lg">
            <Table.ScrollContainer minWidth={760}>
              <Table verticalSpacing="sm" aria-label="Recurring series">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Item</Table.Th>
                    <Table.Th>Payor</Table.Th>
                    <Table.Th ta="right">Each charge</Table.Th>
                    <Table.Th>Next charge</Table.Th>
                    <Table.Th ta="right">Remaining</Table.Th>
                    <Table.Th>Status</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {series.map((row) => (
                    <Table.Tr key={row.seriesId} data-testid="series-row">
                      <Table.Td>
                        <Anchor component={Link} to={SERIES_PATHS.detail(module, row.seriesId)}>
                          {row.title}
                        </Anchor>
                        <Text size="xs" c="dimmed">
                          {row.itemCode}
                        </Text>
                      </Table.Td>
                      <Table.Td>{row.payorName}</Table.Td>
                      <Table.Td ta="right">{formatCents(row.totalCents)}</Table.Td>
                      <Table.Td>{formatChargeDay(row.nextChargeAt)}</Table.Td>
                      <Table.Td ta="right">{row.remaining}</Table.Td>
                      <Table.Td>
                        <SeriesStatusBadge status={row.status} />
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
            {total > pageSize && (
              <Group justify="center" mt="md">
                <Pagination total={Math.ceil(total / pageSize)} value={page} onChange={setPage} aria-label="Pages of series" />
              </Group>
            )}
          </Card>
        )}
      </QueryStates>
    </Stack>
  );
}
