import { Anchor, Badge, Button, Group, Paper, Select, Stack, Text, TextInput } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import type { AppRouter, inferRouterOutputs } from "@paydesk/api";
import { formatCents } from "@paydesk/domain";
import {
  TRANSACTION_METHODS,
  TRANSACTION_PAGE_SIZE_DEFAULT,
  TRANSACTION_STATUSES,
  type TModule,
  type TTransactionMethod,
  type TTransactionStatus,
} from "@paydesk/validators";
import { IconChevronLeft, IconChevronRight, IconDownload } from "@tabler/icons-react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { DataTable, type DataColumns } from "../../../components/DataList/index.ts";
import { MenuGate } from "../../../components/MenuGate/index.ts";
import { PageHeader } from "../../../components/PageHeader/index.ts";
import { QueryStates } from "../../../components/QueryStates/index.ts";
import { modulePath } from "../../../navigation/paths.ts";
import { trpc } from "../../../trpc.ts";
import { exportHref, filterFromParams, filterInput, paramsFromFilter, rangeEndChange, type ListFilter } from "./filters.ts";
import { formatDateTime } from "../../../lib/dates.ts";
import { cardText, METHOD_LABELS } from "../../../lib/labels.ts";
import { SearchField } from "../../../components/SearchField/index.ts";

export const TRANSACTIONS_PATH = "reports/txn";

const STATUS_COLOR: Record<TTransactionStatus, string> = { PAID: "green", PARTIAL: "yellow", REFUNDED: "gray", VOID: "red" };
const titleCase = (s: string) => s.charAt(0) + s.slice(1).toLowerCase();

type TransactionRow = inferRouterOutputs<AppRouter>["transactions"]["list"]["rows"][number];

/** The list's columns: the order (a link to its detail), when, who paid, for what, how, its state, how much. */
const columns = (module: TModule): DataColumns<TransactionRow> => [
  {
    header: "Order",
    cell: (row) => (
      <Anchor component={Link} to={modulePath(module, `${TRANSACTIONS_PATH}/${row.orderId}`)} fw={600} size="sm">
        #{row.orderId}
      </Anchor>
    ),
  },
  { header: "Date", cell: (row) => <Text size="sm">{formatDateTime(row.createdAt)}</Text> },
  {
    header: "Payor",
    cell: (row) => (
      <>
        <Text size="sm" fw={500}>
          {row.payerName}
        </Text>
        {row.payerEmail && (
          <Text size="xs" c="dimmed">
            {row.payerEmail}
          </Text>
        )}
      </>
    ),
  },
  {
    header: "Items",
    maxWidth: 260,
    cell: (row) => (
      <>
        <Text size="sm" lineClamp={2}>
          {row.items.join(", ")}
        </Text>
        <Text size="xs" c="dimmed">
          {row.companyName}
        </Text>
      </>
    ),
  },
  {
    header: "Method",
    cell: (row) => (
      <Text size="sm">
        {row.methods.map((m) => (m === "CARD" && row.cardLast4 ? cardText(row.cardBrand, row.cardLast4) : METHOD_LABELS[m])).join(" + ")}
      </Text>
    ),
  },
  {
    header: "Status",
    cell: (row) => (
      <Badge variant="light" color={STATUS_COLOR[row.status]} size="sm">
        {titleCase(row.status)}
      </Badge>
    ),
  },
  {
    header: "Amount",
    align: "right",
    cell: (row) => (
      <>
        <Text size="sm" fw={600}>
          {formatCents(row.amountCents)}
        </Text>
        {row.amountCents + row.refundedCents !== row.totalCents && (
          <Text size="xs" c="dimmed">
            of {formatCents(row.totalCents)}
          </Text>
        )}
        {row.refundedCents > 0 && (
          <Text size="xs" c="dimmed">
            {formatCents(row.refundedCents)} refunded
          </Text>
        )}
      </>
    ),
  },
];

/** `/{module}/reports/txn`: the transactions of the user's sites, filtered, with totals and a CSV export. */
export function TransactionsListPage() {
  return <MenuGate path={TRANSACTIONS_PATH}>{(_session, module) => <TransactionsList module={module} />}</MenuGate>;
}

function TransactionsList({ module }: { module: TModule }) {
  const [params, setParams] = useSearchParams();
  const filter = filterFromParams(params);
  const [searchText, setSearchText] = useState(filter.search);
  const [search] = useDebouncedValue(searchText.trim(), 300);
  const setFilter = (change: Partial<ListFilter>) => setParams(paramsFromFilter({ ...filter, search, ...change }), { replace: true });
  // The settled search goes into the address too, so a reload or a shared link keeps it.
  useEffect(() => {
    if (search !== filter.search) setParams(paramsFromFilter({ ...filter, search }), { replace: true });
  }, [search, filter, setParams]);

  const input = filterInput(module, filter, search);
  // Cursors of the pages before the current one (the current page starts after the last of
  // them); any change of the filter starts again from the first page.
  const inputKey = JSON.stringify(input);
  const [paging, setPaging] = useState<{ key: string; cursors: string[] }>({ key: inputKey, cursors: [] });
  const cursors = paging.key === inputKey ? paging.cursors : [];
  const goTo = (next: string[]) => setPaging({ key: inputKey, cursors: next });
  const page = useQuery({
    ...trpc.transactions.list.queryOptions({ ...input, pageSize: TRANSACTION_PAGE_SIZE_DEFAULT, after: cursors.at(-1) }),
    placeholderData: keepPreviousData,
  });
  const totals = useQuery({ ...trpc.transactions.totals.queryOptions(input), placeholderData: keepPreviousData });

  return (
    <Stack gap="lg" maw={1280}>
      <PageHeader
        title="Transactions"
        description="Payments taken at your sites. Open a transaction to see its details, edit it or refund it."
        actions={
          <Button component="a" href={exportHref(module, filter, search)} download variant="default" leftSection={<IconDownload size={16} aria-hidden />}>
            Export CSV
          </Button>
        }
      />

      <Paper p="md" radius="lg">
        <Group gap="md" align="flex-end" wrap="wrap">
          <TextInput
            type="date"
            label="From"
            value={filter.from ?? page.data?.from ?? ""}
            onChange={(e) => setFilter(rangeEndChange(filter, page.data, "from", e.currentTarget.value || undefined))}
            w={170}
          />
          <TextInput
            type="date"
            label="To"
            value={filter.to ?? page.data?.to ?? ""}
            onChange={(e) => setFilter(rangeEndChange(filter, page.data, "to", e.currentTarget.value || undefined))}
            w={170}
          />
          <SearchField
            placeholder="Payor, e-mail, item, order id or card last four"
            value={searchText}
            onChange={setSearchText}
            w={{ base: "100%", sm: 340 }}
          />
          <Select
            label="Status"
            placeholder="Any status"
            data={TRANSACTION_STATUSES.map((s) => ({ value: s, label: titleCase(s) }))}
            value={filter.status ?? null}
            onChange={(value) => setFilter({ status: (value as TTransactionStatus | null) ?? undefined })}
            clearable
            w={160}
            comboboxProps={{ withinPortal: true }}
          />
          <Select
            label="Method"
            placeholder="Any method"
            data={TRANSACTION_METHODS.map((m) => ({ value: m, label: METHOD_LABELS[m] }))}
            value={filter.method ?? null}
            onChange={(value) => setFilter({ method: (value as TTransactionMethod | null) ?? undefined })}
            clearable
            w={160}
            comboboxProps={{ withinPortal: true }}
          />
        </Group>
      </Paper>

      <Group justify="space-between" wrap="wrap" aria-live="polite">
        <Text size="sm" data-testid="transaction-totals">
          {totals.data ? (
            <>
              <strong>{totals.data.count.toLocaleString()}</strong> {totals.data.count === 1 ? "transaction" : "transactions"},{" "}
              <strong>{formatCents(totals.data.amountCents)}</strong> received, net of refunds{" "}
              <span data-testid="transaction-totals-by-method">
                (card {formatCents(totals.data.byMethod.CARD)}, cash {formatCents(totals.data.byMethod.CASH)}, check{" "}
                {formatCents(totals.data.byMethod.CHECK)})
              </span>
            </>
          ) : (
            "Adding up…"
          )}
        </Text>
        {page.data && (
          <Text size="sm" c="dimmed">
            {page.data.from} to {page.data.to}
          </Text>
        )}
      </Group>

      <Paper radius="lg" p={0} style={{ overflow: "hidden" }}>
        <QueryStates query={page} isEmpty={(data) => data.rows.length === 0} empty={<EmptyList />}>
          {(data) => (
            <DataTable
              label="Transactions"
              columns={columns(module)}
              rows={data.rows}
              rowKey={(row) => row.orderId}
              rowProps={(row) => ({ "data-testid": "transaction-row", "data-order-id": row.orderId })}
              minWidth={900}
              horizontalSpacing="md"
              highlightOnHover
              shadedHeader
            />
          )}
        </QueryStates>
      </Paper>

      <Group justify="flex-end" gap="sm">
        <Text size="sm" c="dimmed">
          Page {cursors.length + 1}
        </Text>
        <Button
          variant="default"
          size="xs"
          leftSection={<IconChevronLeft size={14} aria-hidden />}
          disabled={cursors.length === 0}
          onClick={() => goTo(cursors.slice(0, -1))}
        >
          Previous
        </Button>
        <Button
          variant="default"
          size="xs"
          rightSection={<IconChevronRight size={14} aria-hidden />}
          disabled={!page.data?.nextCursor || page.isPlaceholderData}
          onClick={() => page.data?.nextCursor && goTo([...cursors, page.data.nextCursor])}
        >
          Next
        </Button>
      </Group>
    </Stack>
  );
}

function EmptyList() {
  return (
    <Stack align="center" gap={4} p="xl">
      <Text fw={600}>No transactions</Text>
      <Text size="sm" c="dimmed">
        Nothing matches these dates and filters. Widen the date range or clear the search.
      </Text>
    </Stack>
  );
}
