import { Anchor, Stack, Text } from "@mantine/core";
import type { AppRouter, inferRouterOutputs } from "@paydesk/api";
import { formatCents } from "@paydesk/domain";
import type { TModule } from "@paydesk/validators";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Link } from "react-router";
import { DataList, NumberedPager, type DataColumns } from "../../../components/DataList/index.ts";
import { MenuGate } from "../../../components/MenuGate/index.ts";
import { PageHeader } from "../../../components/PageHeader/index.ts";
import { trpc } from "../../../trpc.ts";
import { formatNextCharge } from "../format.ts";
import { SERIES_PATHS } from "../paths.ts";
import { SeriesStatusBadge } from "../SeriesStatusBadge.tsx";
import { chargesLeftText } from "../../../lib/labels.ts";

type SeriesRow = inferRouterOutputs<AppRouter>["series"]["list"]["series"][number];

const seriesColumns = (module: TModule): DataColumns<SeriesRow> => [
  {
    header: "Item",
    cell: (row) => (
      <>
        <Anchor component={Link} to={SERIES_PATHS.detail(module, row.seriesId)}>
          {row.title}
        </Anchor>
        {/* Staff find an item by its code; a parent reads the item's name alone. */}
        {module !== "parent" && (
          <Text size="xs" c="dimmed">
            {row.itemCode}
          </Text>
        )}
      </>
    ),
  },
  { header: "Payor", cell: (row) => row.payorName },
  { header: "Each charge", align: "right", cell: (row) => formatCents(row.totalCents) },
  { header: "Next charge", cell: (row) => formatNextCharge(row.nextChargeAt, row.timeZone) },
  { header: "Charges left", align: "right", cell: (row) => chargesLeftText(row.remaining) },
  { header: "Status", cell: (row) => <SeriesStatusBadge status={row.status} /> },
];

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
      <DataList
        query={list}
        rows={(data) => data.series}
        isEmpty={(data) => data.total === 0}
        rowKey={(row) => row.seriesId}
        rowProps={() => ({ "data-testid": "series-row" })}
        label="Recurring series"
        columns={seriesColumns(module)}
        minWidth={760}
        empty={parent ? "You have no recurring payments." : "No recurring series yet."}
        footer={({ total, pageSize }) => (
          <NumberedPager page={page} total={total} pageSize={pageSize} onChange={setPage} label="Pages of series" />
        )}
      />
    </Stack>
  );
}
