import "@mantine/charts/styles.css";
import { Grid, SegmentedControl, SimpleGrid, Stack } from "@mantine/core";
import { DASHBOARD_DEFAULT_RANGE, DASHBOARD_RANGES, type TDashboardRange, type TModule } from "@paydesk/validators";
import { useSearchParams } from "react-router";
import { MenuGate } from "../../components/MenuGate/index.ts";
import { PageHeader } from "../../components/PageHeader/index.ts";
import { LatestTransaction } from "./LatestTransaction.tsx";
import { FeesWidget, SalesByItemWidget, SalesByMethodWidget, TopSchoolsWidget, TransactionsWidget } from "./RangeWidgets.tsx";
import { SellingOutWidget } from "./SellingOutWidget.tsx";
import { TweetFeed } from "./TweetFeed.tsx";

const RANGE_LABELS: Record<TDashboardRange, string> = { today: "Today", "7d": "7 days", "30d": "30 days", "90d": "90 days", ytd: "Year to date" };
const isRange = (value: string | null): value is TDashboardRange => (DASHBOARD_RANGES as readonly string[]).includes(value ?? "");

/**
 * `/{school|control|vendor|business}/dashboard` (docs/product/dashboard-images-promotions.md):
 * widgets that each load and fail on their own.
 */
export function DashboardPage() {
  return <MenuGate path="dashboard">{(_session, module) => <Dashboard module={module} />}</MenuGate>;
}

function Dashboard({ module }: { module: TModule }) {
  // The range lives in the address (?date_range=, as the widget calls name it), so a reload keeps it.
  const [params, setParams] = useSearchParams();
  const asked = params.get("date_range");
  const range = isRange(asked) ? asked : DASHBOARD_DEFAULT_RANGE;
  return (
    <Stack gap="lg">
      <PageHeader title="Dashboard" description="Your company's payments at a glance. Figures are net of refunds, on the day each order was placed, in your company's time zone." />
      <SegmentedControl
        aria-label="Date range"
        value={range}
        onChange={(value) => setParams((current) => ({ ...Object.fromEntries(current), date_range: value }), { replace: true })}
        data={DASHBOARD_RANGES.map((value) => ({ value, label: RANGE_LABELS[value] }))}
        w="fit-content"
      />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <TransactionsWidget module={module} range={range} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <LatestTransaction module={module} />
        </Grid.Col>
      </Grid>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
        <TopSchoolsWidget module={module} range={range} />
        <SalesByItemWidget module={module} range={range} />
        <SalesByMethodWidget module={module} range={range} />
        <FeesWidget module={module} range={range} />
        <SellingOutWidget module={module} />
        <TweetFeed />
      </SimpleGrid>
    </Stack>
  );
}
