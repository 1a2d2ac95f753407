import {
  Badge,
  Button,
  Group,
  Input,
  Paper,
  SegmentedControl,
  Stack,
  Text,
  Title,
  UnstyledButton,
} from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { formatCents } from "@paydesk/domain";
import { COLLECTION_SOURCE_LABELS, COLLECTION_SOURCES, COLLECTION_STATES, TYPEAHEAD_DEBOUNCE_MS } from "@paydesk/validators";
import { IconMailForward, IconReceiptOff } from "@tabler/icons-react";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { DataTable } from "../../../components/DataList/index.ts";
import { PageHeader } from "../../../components/PageHeader/index.ts";
import { QueryStates, StaleContent } from "../../../components/QueryStates/index.ts";
import { mapServerError } from "../../../components/ServerErrors/index.ts";
import { orderText } from "../../../lib/labels.ts";
import { notifyError, notifySuccess } from "../../../lib/notify.tsx";
import { trpc } from "../../../trpc.ts";
import { useFilterParams } from "../useFilterParams.ts";
import { timeColumn } from "../columns.tsx";
import { formatDateTime } from "../format.ts";
import { CheckReturnedModal } from "./CheckReturnedModal.tsx";
import { SOURCE_COLORS, STATE_LABELS } from "./labels.ts";
import { ResolveModal } from "./ResolveModal.tsx";
import type { CollectionRow, CollectionsList } from "./types.ts";
import { SearchField } from "../../../components/SearchField/index.ts";

const pick = <T extends string>(values: readonly T[], raw: string | null): T | undefined =>
  (values as readonly string[]).includes(raw ?? "") ? (raw as T) : undefined;
const rowKey = (row: Pick<CollectionRow, "source" | "sourceId">) => `${row.source}:${row.sourceId}`;

/**
 * `/control/operations/collections`: the money still owed — partial authorizations,
 * failed recurring charges, returned checks — filtered by source, state and payer, totalled by
 * company (a company's line filters the list to it). Reminders, collected and written off.
 */
export function CollectionsPage() {
  const [params, update] = useFilterParams();
  const source = pick(COLLECTION_SOURCES, params.get("source"));
  const state = pick(COLLECTION_STATES, params.get("state"));
  const companyId = Number(params.get("company")) || undefined;
  const [search, setSearch] = useState("");
  const [debounced] = useDebouncedValue(search.trim(), TYPEAHEAD_DEBOUNCE_MS);
  const [resolving, setResolving] = useState<CollectionRow | null>(null);
  const [markingCheck, setMarkingCheck] = useState(false);
  const queryClient = useQueryClient();

  const list = useQuery({
    ...trpc.collections.list.queryOptions({ module: "control", source, state, search: debounced || undefined }),
    placeholderData: keepPreviousData,
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.collections.list.pathKey() });

  return (
    <Stack gap="lg" maw={1240}>
      <PageHeader
        title="Collections"
        description="Money still owed: partial authorizations, failed recurring charges and returned checks."
        actions={
          <Button variant="default" leftSection={<IconReceiptOff size={16} aria-hidden />} onClick={() => setMarkingCheck(true)}>
            Mark a check returned
          </Button>
        }
      />
      <Paper p={{ base: "md", sm: "lg" }} radius="lg">
        <Group align="flex-end" gap="md" mb="md" wrap="wrap">
          <SearchField
            flex={1}
            miw={220}
            label="Payer"
            placeholder="Name or e-mail"
            value={search}
            onChange={setSearch}
            maxLength={200}
          />
          <div>
            <Input.Label id="collections-source-label" display="block" mb={4}>
              Source
            </Input.Label>
            <SegmentedControl
              aria-labelledby="collections-source-label"
              value={source ?? "ALL"}
              onChange={(value) => update({ source: value === "ALL" ? undefined : value })}
              data={[
                { value: "ALL", label: "All" },
                ...COLLECTION_SOURCES.map((s) => ({ value: s, label: COLLECTION_SOURCE_LABELS[s] })),
              ]}
            />
          </div>
          <div>
            <Input.Label id="collections-state-label" display="block" mb={4}>
              State
            </Input.Label>
            <SegmentedControl
              aria-labelledby="collections-state-label"
              value={state ?? "ALL"}
              onChange={(value) => update({ state: value === "ALL" ? undefined : value })}
              data={[{ value: "ALL", label: "All" }, ...COLLECTION_STATES.map((s) => ({ value: s, label: STATE_LABELS[s] }))]}
            />
          </div>
        </Group>
        <QueryStates query={list}>
          {(data) => (
            <StaleContent gap="lg" stale={list.isPlaceholderData}>
              <CompanyTotals
                data={data}
                companyId={companyId}
                onPick={(id) => update({ company: id ? String(id) : undefined })}
              />
              <DueTable
                rows={data.rows.filter((row) => companyId === undefined || row.companyId === companyId)}
                onResolve={setResolving}
                onReminded={refresh}
              />
            </StaleContent>
          )}
        </QueryStates>
      </Paper>
      <ResolveModal
        row={resolving}
        onClose={() => setResolving(null)}
        onDone={() => {
          setResolving(null);
          void refresh();
        }}
      />
      <CheckReturnedModal
        opened={markingCheck}
        onClose={() => setMarkingCheck(false)}
        onDone={() => {
          setMarkingCheck(false);
          void refresh();
        }}
      />
    </Stack>
  );
}

function CompanyTotals({
  data,
  companyId,
  onPick,
}: {
  data: CollectionsList;
  companyId: number | undefined;
  onPick: (id: number | undefined) => void;
}) {
  return (
    <Stack gap="xs">
      <Group justify="space-between">
        <Title order={2} fz="md">
          Totals by company
        </Title>
        <Text size="sm" data-testid="collections-total">
          {data.totalCount} due, {formatCents(data.totalAmountCents)}
        </Text>
      </Group>
      {data.totals.length === 0 ? (
        <Text size="sm" c="dimmed" data-testid="collections-empty">
          Nothing is owed.
        </Text>
      ) : (
        <DataTable
          label="Totals by company"
          withRowBorders={false}
          verticalSpacing={4}
          rows={data.totals}
          rowKey={(total) => total.companyId}
          rowProps={(total) => ({
            "data-testid": "company-total",
            bg: total.companyId === companyId ? "var(--mantine-color-blue-light)" : undefined,
          })}
          columns={[
            {
              header: "Company",
              cell: (total) => (
                <UnstyledButton
                  onClick={() => onPick(total.companyId === companyId ? undefined : total.companyId)}
                  aria-pressed={total.companyId === companyId}
                  fz="sm"
                  td="underline"
                >
                  {total.companyName}
                </UnstyledButton>
              ),
            },
            { header: "Rows", align: "right", cell: (total) => total.count },
            { header: "Amount due", align: "right", cell: (total) => formatCents(total.amountCents) },
          ]}
        />
      )}
    </Stack>
  );
}

function DueTable({
  rows,
  onResolve,
  onReminded,
}: {
  rows: CollectionRow[];
  onResolve: (row: CollectionRow) => void;
  onReminded: () => void;
}) {
  const remind = useMutation(trpc.collections.remind.mutationOptions());
  // One reminder per click: the row's button is busy until the server answered.
  const [sending, setSending] = useState<string | null>(null);
  const sendReminder = (row: CollectionRow) => {
    if (sending !== null) return;
    setSending(rowKey(row));
    remind.mutate(
      { module: "control", source: row.source, sourceId: row.sourceId },
      {
        onSuccess: (result) => {
          notifySuccess(`${result.message} (${result.sentTo})`);
          onReminded();
        },
        onError: (error) => notifyError(mapServerError(error).message),
        onSettled: () => setSending(null),
      },
    );
  };
  if (rows.length === 0) return null;
  return (
    <DataTable
      label="Collections due"
      minWidth={960}
      highlightOnHover
      rows={rows}
      rowKey={rowKey}
      rowProps={(row) => ({ "data-testid": "collection-row", "data-order-id": row.orderId, "data-source": row.source })}
      columns={[
        { header: "Company", cell: (row) => <Text size="sm">{row.companyName}</Text> },
        {
          header: "Payer",
          cell: (row) => (
            <>
              <Text size="sm">{row.payerName}</Text>
              <Text size="xs" c="dimmed">
                {row.payerEmail ?? "no e-mail"}
              </Text>
            </>
          ),
        },
        {
          header: "What",
          cell: (row) => (
            <>
              <Badge color={SOURCE_COLORS[row.source]} variant="light">
                {COLLECTION_SOURCE_LABELS[row.source]}
              </Badge>
              <Text size="xs" mt={4}>
                {orderText(row.orderId)}: {row.what}
              </Text>
            </>
          ),
        },
        {
          header: "Amount due",
          align: "right",
          cell: (row) => (
            <Text span inherit fw={600}>
              {formatCents(row.amountCents)}
            </Text>
          ),
        },
        timeColumn<CollectionRow>((row) => row.since, { header: "Since", zone: (row) => row.timeZone }),
        {
          header: "State",
          cell: (row) => (
            <>
              <Text size="sm" data-testid="collection-state">
                {STATE_LABELS[row.state]}
                {row.reminders > 0 ? ` (${row.reminders})` : ""}
              </Text>
              {row.lastRemindedAt && (
                <Text size="xs" c="dimmed">
                  {formatDateTime(row.lastRemindedAt, undefined, row.timeZone)}
                </Text>
              )}
            </>
          ),
        },
        {
          header: "Actions",
          align: "right",
          cell: (row) => (
            <Group gap="xs" justify="flex-end" wrap="nowrap">
              <Button
                size="xs"
                variant="light"
                leftSection={<IconMailForward size={14} aria-hidden />}
                disabled={!row.payerEmail || (sending !== null && sending !== rowKey(row))}
                loading={sending === rowKey(row)}
                onClick={() => sendReminder(row)}
                aria-label={`Remind ${row.payerName} by e-mail about order ${row.orderId}`}
              >
                Remind
              </Button>
              <Button
                size="xs"
                variant="default"
                onClick={() => onResolve(row)}
                aria-label={`Close the collection of order ${row.orderId} (${COLLECTION_SOURCE_LABELS[row.source]})`}
              >
                Close
              </Button>
            </Group>
          ),
        },
      ]}
    />
  );
}
