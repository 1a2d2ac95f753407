import { Anchor, Button, Group, Stack, Text } from "@mantine/core";
import { FAILED_JOBS_PAGE_SIZE_DEFAULT, type TFailedJobPeriod } from "@paydesk/validators";
import { IconRefresh, IconServerBolt } from "@tabler/icons-react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { Link, useSearchParams } from "react-router";
import { DataList, type DataColumns } from "../../../components/DataList/index.ts";
import { KeysetPager, useKeysetPages } from "../../../components/KeysetPager/index.ts";
import { PageHeader } from "../../../components/PageHeader/index.ts";
import { useRowSelection } from "../../../components/RowSelection/index.ts";
import { SelectionAction, SelectionBar } from "../../../components/SelectionBar/index.ts";
import { trpc } from "../../../trpc.ts";
import { formatDateTime } from "../format.ts";
import { FailedJobFilters, type FailedJobFilterValues } from "./FailedJobFilters.tsx";
import { failedJobPath } from "./paths.ts";
import { FailedJobStatusBadge, retriesText, type FailedJobRow } from "./status.tsx";
import { useRetryJobs } from "./useRetryJobs.ts";

const FILTER_KEYS = ["queue", "period"] as const;
const keyOf = (row: FailedJobRow) => `${row.queue}/${row.id}`;
const isFailed = (row: FailedJobRow) => row.status === "FAILED";

/**
 * `/control/operations/jobs`: background jobs that failed, newest first (the last 24
 * hours unless the period says otherwise), filtered by queue (the operations home links here per
 * queue); read one's error and data, retry it, or retry the selected ones.
 */
export function FailedJobsPage() {
  const [params, setParams] = useSearchParams();
  const filters: FailedJobFilterValues = Object.fromEntries(FILTER_KEYS.flatMap((key) => (params.get(key) ? [[key, params.get(key)!]] : [])));
  const pages = useKeysetPages<string>(JSON.stringify(filters));
  const retry = useRetryJobs();

  const list = useQuery({
    ...trpc.failedJobs.list.queryOptions({
      module: "control",
      queue: filters.queue,
      period: filters.period as TFailedJobPeriod | undefined,
      pageSize: FAILED_JOBS_PAGE_SIZE_DEFAULT,
      after: pages.after,
    }),
    placeholderData: keepPreviousData,
  });
  const rows = useMemo(() => list.data?.rows ?? [], [list.data]);
  const selection = useRowSelection(rows, { keyOf, isSelectable: isFailed });

  const update = (changes: Partial<FailedJobFilterValues>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    selection.clear();
    setParams(next, { replace: true });
  };
  const retryRows = (chosen: readonly FailedJobRow[]) => retry.mutate({ module: "control", jobs: chosen.map(({ queue, id }) => ({ queue, id })) });

  const columns: DataColumns<FailedJobRow> = [
    {
      header: "Queue",
      cell: (row) => (
        <>
          <Anchor component={Link} to={failedJobPath(row)} fw={600} size="sm">
            {row.queue}
          </Anchor>
          <Text size="xs" c="dimmed" ff="monospace">
            {row.id.slice(0, 8)}
          </Text>
        </>
      ),
    },
    { header: "Failed", cell: (row) => <Text size="sm">{formatDateTime(row.failedAt)}</Text> },
    { header: "Status", cell: (row) => <FailedJobStatusBadge status={row.status} /> },
    { header: "Attempts", cell: (row) => <Text size="sm">{retriesText(row)}</Text> },
    {
      header: "Error",
      maxWidth: 360,
      cell: (row) => (
        <Text size="sm" lineClamp={2} c="red.9" data-testid="job-error">
          {row.errorLine}
        </Text>
      ),
    },
    {
      header: "Actions",
      hideHeader: true,
      cell: (row) => (
        <Button
          size="xs"
          variant="light"
          disabled={!isFailed(row)}
          loading={retry.isPending && retry.variables?.jobs.some((job) => job.id === row.id)}
          onClick={() => retryRows([row])}
          aria-label={`Retry job ${row.id.slice(0, 8)} of ${row.queue}`}
        >
          Retry
        </Button>
      ),
    },
  ];

  return (
    <Stack gap="lg" maw={1280}>
      <PageHeader
        title="Failed jobs"
        description="Background jobs that failed. Every queue's work is safe to run again: read the error, then retry one or several."
      />
      <DataList
        query={list}
        stale={list.isPlaceholderData}
        rows={(data) => data.rows}
        isEmpty={(data) => data.rows.length === 0 && pages.page === 1}
        rowKey={keyOf}
        rowProps={(row) => ({ "data-testid": "failed-job-row", "data-job-id": row.id })}
        label="Failed jobs"
        data-testid="failed-jobs-table"
        columns={columns}
        selection={{ state: selection, rowLabel: (row) => `job ${row.id} of ${row.queue}`, allLabel: "Select all failed jobs on this page" }}
        minWidth={900}
        highlightOnHover
        empty={<EmptyList filtered={Object.keys(filters).length > 0} />}
        filters={
          <Stack gap="md">
            <FailedJobFilters values={filters} queues={list.data?.queues ?? []} onChange={update} />
            <SelectionBar count={selection.selectedRows.length} onClear={selection.clear}>
              <SelectionAction
                icon={IconRefresh}
                loading={retry.isPending}
                onClick={() => {
                  retryRows(selection.selectedRows);
                  selection.clear();
                }}
              >
                Retry selected
              </SelectionAction>
            </SelectionBar>
          </Stack>
        }
      />
      <Group justify="flex-end">
        <KeysetPager pages={pages} nextCursor={list.data?.nextCursor} />
      </Group>
    </Stack>
  );
}

function EmptyList({ filtered }: { filtered: boolean }) {
  return (
    <Stack align="center" gap={6} py="xl" data-testid="failed-jobs-empty">
      <IconServerBolt size={28} aria-hidden />
      <Text fw={600}>{filtered ? "No failed jobs match these filters." : "No jobs failed in the last 24 hours."}</Text>
      <Text size="sm" c="dimmed">
        A job is listed here once it has used up its retries.
      </Text>
    </Stack>
  );
}
