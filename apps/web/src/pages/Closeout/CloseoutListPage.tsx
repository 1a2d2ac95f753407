import { Anchor, Button, Checkbox, Group, Stack, Text, TextInput } from "@mantine/core";
import { formatCents, formatDay } from "@paydesk/domain";
import type { TModule } from "@paydesk/validators";
import { IconDownload } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Link } from "react-router";
import { DataList, type DataColumns } from "../../components/DataList/index.ts";
import { MenuGate } from "../../components/MenuGate/index.ts";
import { PageHeader } from "../../components/PageHeader/index.ts";
import { formatDate } from "../../lib/dates.ts";
import { trpc } from "../../trpc.ts";
import { DifferenceText } from "./DifferenceText.tsx";
import { CLOSEOUT_PATHS } from "./paths.ts";
import type { Closeout } from "./types.ts";

const columns = (module: TModule): DataColumns<Closeout> => [
  {
    header: "Day",
    cell: (row) => (
      <Anchor component={Link} to={CLOSEOUT_PATHS.sheet(module, row.closeoutId)}>
        {formatDay(row.day)}
      </Anchor>
    ),
  },
  { header: "Staff member", cell: (row) => row.staff.name },
  { header: "Cash expected / counted", align: "right", cell: (row) => `${formatCents(row.expected.cash.cents)} / ${formatCents(row.counted.cashCents)}` },
  { header: "Checks expected / counted", align: "right", cell: (row) => `${formatCents(row.expected.check.cents)} / ${formatCents(row.counted.checkCents)}` },
  { header: "Difference", cell: (row) => <DifferenceText cents={row.difference.totalCents} /> },
  {
    header: "Closed",
    cell: (row) => (
      <>
        {formatDate(row.closedAt)}
        {(row.recount || row.supersededAt) && (
          <Text size="xs" c="dimmed">
            {row.supersededAt ? "Replaced by a recount" : "Recount"}
          </Text>
        )}
      </>
    ),
  },
];

/** `/{module}/reports/closeouts`: the close-outs of the company (and the sites below it), for those who read the transactions. */
export function CloseoutListPage() {
  return <MenuGate path="reports/closeouts">{(_session, module) => <CloseoutList module={module} />}</MenuGate>;
}

function CloseoutList({ module }: { module: TModule }) {
  const [range, setRange] = useState<{ from?: string; to?: string }>({});
  const [history, setHistory] = useState(false);
  const list = useQuery({ ...trpc.closeout.find.queryOptions({ module, ...range, history }), placeholderData: (previous) => previous });
  const shown = list.data;
  return (
    <Stack gap="lg" maw={1100}>
      <PageHeader
        title="Close-outs"
        description="Each staff member's end-of-day count at the terminal: cash and checks expected, counted, and the difference."
        actions={
          shown && (
            <Button component="a" href={CLOSEOUT_PATHS.listCsv(module, { from: shown.from, to: shown.to, history })} download variant="light" leftSection={<IconDownload size={16} aria-hidden />}>
              Download CSV
            </Button>
          )
        }
      />
      <Group align="flex-end" gap="md" wrap="wrap">
        <TextInput type="date" label="From" value={range.from ?? shown?.from ?? ""} onChange={(e) => setRange((r) => ({ ...r, from: e.currentTarget.value || undefined }))} />
        <TextInput type="date" label="To" value={range.to ?? shown?.to ?? ""} onChange={(e) => setRange((r) => ({ ...r, to: e.currentTarget.value || undefined }))} />
        <Checkbox label="Show counts replaced by a recount" checked={history} onChange={(e) => setHistory(e.currentTarget.checked)} />
      </Group>
      <DataList
        query={list}
        rows={(data) => data.rows}
        isEmpty={(data) => data.rows.length === 0}
        rowKey={(row) => row.closeoutId}
        rowProps={() => ({ "data-testid": "closeout-row" })}
        label="Close-outs"
        columns={columns(module)}
        minWidth={900}
        empty="No close-outs in these days."
      />
    </Stack>
  );
}
