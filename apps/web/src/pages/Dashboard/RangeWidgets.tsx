/**
 * The widgets over the page's date range: transactions (with the chart), top schools, sales by
 * item and by payment method, and fees. Each is its own query, so each loads and fails alone.
 */
import { AreaChart } from "@mantine/charts";
import { Group, SimpleGrid, Stack, Text, VisuallyHidden } from "@mantine/core";
import { formatCents } from "@paydesk/domain";
import type { TDashboardRange, TModule } from "@paydesk/validators";
import { useQuery } from "@tanstack/react-query";
import { METHOD_LABELS } from "../../lib/labels.ts";
import { trpc } from "../../trpc.ts";
import { FigureTable } from "./FigureTable.tsx";
import { FAILS_IN_PLACE, Widget } from "./Widget.tsx";

interface RangeProps {
  module: TModule;
  range: TDashboardRange;
}

const rangeText = (r: { from: string; to: string }) => (r.from === r.to ? r.from : `${r.from} to ${r.to}`);

export function TransactionsWidget({ module, range }: RangeProps) {
  const query = useQuery({ ...trpc.dashboard.transactions.queryOptions({ module, range }), ...FAILS_IN_PLACE });
  return (
    <Widget name="txn" title="Transactions" subtitle={query.data && rangeText(query.data)} query={query}>
      {(data) => {
        const points = data.points.map((p) => ({ day: p.day.slice(5), Amount: p.amountCents / 100, Orders: p.orders }));
        return (
          <Stack gap="md">
            <Group gap="xl">
              <Figure label="Orders" value={String(data.orders)} testId="txn-orders" />
              <Figure label="Collected" value={formatCents(data.amountCents)} testId="txn-amount" />
            </Group>
            {/* The chart is a picture of the table below it, which screen readers get instead. */}
            <div role="img" aria-label={`Amount collected per day, ${rangeText(data)}: ${formatCents(data.amountCents)} in all`}>
              <AreaChart
                h={180}
                data={points}
                dataKey="day"
                series={[{ name: "Amount", color: "indigo.6" }]}
                valueFormatter={(value) => formatCents(Math.round(value * 100))}
                withDots={points.length <= 31}
                curveType="monotone"
                areaChartProps={{ accessibilityLayer: false }}
              />
            </div>
            <VisuallyHidden>
              <FigureTable
                caption="Orders and amount per day"
                columns={[{ label: "Day" }, { label: "Orders", numeric: true }, { label: "Amount", numeric: true }]}
                rows={data.points}
                rowKey={(p) => p.day}
                cells={(p) => [p.day, p.orders, formatCents(p.amountCents)]}
                empty="No orders in this range."
              />
            </VisuallyHidden>
          </Stack>
        );
      }}
    </Widget>
  );
}

function Figure({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={700} fz="xl" data-testid={testId}>
        {value}
      </Text>
    </Stack>
  );
}

export function TopSchoolsWidget({ module, range }: RangeProps) {
  const query = useQuery({ ...trpc.dashboard.topSchools.queryOptions({ module, range }), ...FAILS_IN_PLACE });
  return (
    <Widget name="leaderboard-topschools" title="Top schools" subtitle={query.data && rangeText(query.data)} query={query}>
      {(data) => (
        <FigureTable
          caption="Top schools by amount collected"
          columns={[{ label: "School" }, { label: "Orders", numeric: true }, { label: "Amount", numeric: true }]}
          rows={data.rows}
          rowKey={(r) => r.companyId}
          cells={(r) => [r.name, r.orders, formatCents(r.amountCents)]}
          empty="No sales in this range."
        />
      )}
    </Widget>
  );
}

export function SalesByItemWidget({ module, range }: RangeProps) {
  const query = useQuery({ ...trpc.dashboard.salesByItem.queryOptions({ module, range }), ...FAILS_IN_PLACE });
  return (
    <Widget name="sales-by-item" title="Sales by item" subtitle={query.data && rangeText(query.data)} query={query}>
      {(data) => (
        <FigureTable
          caption="Items that sold the most"
          columns={[{ label: "Item" }, { label: "Units", numeric: true }, { label: "Amount", numeric: true }]}
          rows={data.rows}
          rowKey={(r) => r.itemId}
          cells={(r) => [`${r.title} (${r.code})`, r.units, formatCents(r.amountCents)]}
          empty="No sales in this range."
        />
      )}
    </Widget>
  );
}

export function SalesByMethodWidget({ module, range }: RangeProps) {
  const query = useQuery({ ...trpc.dashboard.salesByMethod.queryOptions({ module, range }), ...FAILS_IN_PLACE });
  return (
    <Widget name="sales-by-method" title="Sales by payment method" subtitle={query.data && rangeText(query.data)} query={query}>
      {(data) => (
        <FigureTable
          caption="Amount collected by payment method"
          columns={[{ label: "Method" }, { label: "Amount", numeric: true }]}
          rows={data.rows}
          rowKey={(r) => r.method}
          cells={(r) => [METHOD_LABELS[r.method], formatCents(r.amountCents)]}
          empty="No sales in this range."
        />
      )}
    </Widget>
  );
}

export function FeesWidget({ module, range }: RangeProps) {
  const query = useQuery({ ...trpc.dashboard.fees.queryOptions({ module, range }), ...FAILS_IN_PLACE });
  return (
    <Widget name="fees-collected" title="Fees collected" subtitle={query.data && rangeText(query.data)} query={query}>
      {(data) => (
        <SimpleGrid cols={2}>
          <Figure label="Convenience fees" value={formatCents(data.feeCents)} testId="fees-amount" />
          <Figure
            label="Share of all collected"
            value={data.amountCents > 0 ? `${((data.feeCents / data.amountCents) * 100).toFixed(1)}%` : "—"}
            testId="fees-share"
          />
        </SimpleGrid>
      )}
    </Widget>
  );
}
