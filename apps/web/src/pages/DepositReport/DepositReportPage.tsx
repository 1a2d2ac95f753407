import { Button, Group, Paper, Stack, Text, TextInput, Title } from "@mantine/core";
import { formatCents, formatDay, type DepositAmounts } from "@paydesk/domain";
import { TRANSACTION_METHODS, ZDepositReportRequestSchema, type TModule } from "@paydesk/validators";
import { IconDownload, IconPrinter } from "@tabler/icons-react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useSearchParams } from "react-router";
import { DataTable, type DataColumns } from "../../components/DataList/index.ts";
import { MenuGate } from "../../components/MenuGate/index.ts";
import { PageHeader } from "../../components/PageHeader/index.ts";
import { QueryStates } from "../../components/QueryStates/index.ts";
import { mapServerError } from "../../components/ServerErrors/index.ts";
import { METHOD_LABELS } from "../../lib/labels.ts";
import { trpc } from "../../trpc.ts";
import classes from "./DepositReport.module.css";
import { dayRows, type DepositTableRow } from "./rows.ts";

export const DEPOSIT_REPORT_PATH = "reports/deposit";


/** `/{module}/reports/deposit`: the money of the transactions list by day, settlement account, account and tender. */
export function DepositReportPage() {
  return <MenuGate path={DEPOSIT_REPORT_PATH}>{(_session, module) => <DepositReport module={module} />}</MenuGate>;
}

const day = (value: string | null) => (value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined);

/** The CSV of the same days (GET /{module}/reports/deposit/export.csv). */
function exportHref(module: TModule, from?: string, to?: string): string {
  const query = new URLSearchParams(Object.entries({ from, to }).filter((e): e is [string, string] => Boolean(e[1])));
  return `/${module}/reports/deposit/export.csv${query.size ? `?${query}` : ""}`;
}

const amountColumns = <Row extends DepositAmounts>(strong: (row: Row) => boolean): DataColumns<Row> => [
  ...TRANSACTION_METHODS.map((method) => ({
    header: METHOD_LABELS[method],
    align: "right" as const,
    cell: (row: Row) => (
      <Text size="sm" fw={strong(row) ? 700 : 400} data-method={method}>
        {formatCents(row.byMethod[method])}
      </Text>
    ),
  })),
  {
    header: "Total",
    align: "right",
    cellTestId: "deposit-total",
    cell: (row: Row) => (
      <Text size="sm" fw={700}>
        {formatCents(row.totalCents)}
      </Text>
    ),
  },
];

const DAY_COLUMNS: DataColumns<DepositTableRow> = [
  {
    header: "Settlement account",
    cell: (row) => (
      <Text size="sm" fw={row.kind === "subtotal" ? 700 : 500}>
        {row.payee}
      </Text>
    ),
  },
  { header: "Account", cell: (row) => <Text size="sm">{row.account}</Text> },
  { header: "Sub account", cell: (row) => <Text size="sm">{row.subAccount}</Text> },
  ...amountColumns<DepositTableRow>((row) => row.kind === "subtotal"),
];

function DepositReport({ module }: { module: TModule }) {
  const [params, setParams] = useSearchParams();
  const from = day(params.get("from"));
  const to = day(params.get("to"));
  const setRange = (change: { from?: string; to?: string }) => {
    const next = { from, to, ...change };
    setParams(Object.fromEntries(Object.entries(next).filter((e): e is [string, string] => Boolean(e[1]))), { replace: true });
  };
  // The server's own schema judges the range first, so a backwards range is said under its field.
  const checked = ZDepositReportRequestSchema.safeParse({ module, from, to });
  const localErrors = checked.success ? {} : Object.fromEntries(checked.error.issues.map((issue) => [String(issue.path[0]), issue.message]));
  const report = useQuery({
    ...trpc.depositReport.get.queryOptions({ module, from, to }),
    enabled: checked.success,
    placeholderData: keepPreviousData,
  });
  const errors: Record<string, string> = { ...mapServerError(report.error).fieldErrors, ...localErrors };

  return (
    <Stack gap="lg" maw={1280}>
      <PageHeader
        title="Deposit report"
        description="What your sites took in, per day, settlement account and account, by tender: the figures to post to your general ledger."
        actions={
          <Group gap="sm" data-print="hide">
            <Button component="a" href={exportHref(module, from, to)} download variant="default" leftSection={<IconDownload size={16} aria-hidden />}>
              Download CSV
            </Button>
            <Button variant="default" onClick={() => window.print()} leftSection={<IconPrinter size={16} aria-hidden />}>
              Print
            </Button>
          </Group>
        }
      />

      <Paper p="md" radius="lg" data-print="hide">
        <Group gap="md" align="flex-start" wrap="wrap">
          <TextInput
            type="date"
            label="From"
            value={from ?? report.data?.from ?? ""}
            onChange={(e) => setRange({ from: e.currentTarget.value || undefined })}
            error={errors.from}
            w={190}
          />
          <TextInput
            type="date"
            label="To"
            value={to ?? report.data?.to ?? ""}
            onChange={(e) => setRange({ to: e.currentTarget.value || undefined })}
            error={errors.to}
            w={190}
          />
        </Group>
      </Paper>

      <QueryStates query={report}>
        {(data) => (
          <Stack gap="lg" aria-live="polite">
            <Text size="sm" c="dimmed" data-testid="deposit-range">
              {data.from === data.to ? formatDay(data.from) : `${formatDay(data.from)} to ${formatDay(data.to)}`}, days in {data.timeZone.replace(/_/g, " ")} time.
              Refunds count against the tender and the day of the order they returned.
            </Text>
            {data.days.length === 0 ? (
              <Paper p="xl" radius="lg">
                <Text ta="center" fw={600}>
                  No deposits
                </Text>
                <Text ta="center" size="sm" c="dimmed">
                  Nothing was taken on these days. Choose other dates.
                </Text>
              </Paper>
            ) : (
              data.days.map((d) => (
                <Paper key={d.day} p={{ base: "md", sm: "lg" }} radius="lg" className={classes.sheet} data-testid="deposit-day" data-day={d.day}>
                  <Group justify="space-between" mb="sm">
                    <Title order={2} fz={20}>
                      {formatDay(d.day)}
                    </Title>
                    <Text fw={700} data-testid="deposit-day-total">
                      {formatCents(d.totalCents)}
                    </Text>
                  </Group>
                  <DataTable
                    label={`Deposits of ${formatDay(d.day)}`}
                    columns={DAY_COLUMNS}
                    rows={dayRows(d)}
                    rowKey={(row) => row.key}
                    rowProps={(row) => ({ "data-testid": row.kind === "subtotal" ? "deposit-subtotal" : "deposit-row" })}
                    minWidth={820}
                  />
                </Paper>
              ))
            )}
            {data.days.length > 0 && (
              <Paper p={{ base: "md", sm: "lg" }} radius="lg" className={classes.sheet}>
                <Title order={2} fz={20} mb="sm">
                  Totals
                </Title>
                <DataTable
                  label="Totals of the report"
                  columns={[{ header: "Days", cell: () => <Text size="sm" fw={700}>{data.days.length === 1 ? "1 day" : `${data.days.length} days`}</Text> }, ...amountColumns<DepositAmounts>(() => true)]}
                  rows={[data.totals]}
                  rowKey={() => "totals"}
                  rowProps={() => ({ "data-testid": "deposit-grand-total" })}
                  minWidth={600}
                />
              </Paper>
            )}
          </Stack>
        )}
      </QueryStates>
    </Stack>
  );
}
