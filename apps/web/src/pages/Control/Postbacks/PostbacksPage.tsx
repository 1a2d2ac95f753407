import { ActionIcon, Anchor, Group, Menu, Stack, Text, Tooltip } from "@mantine/core";
import type { AppRouter, inferRouterOutputs } from "@paydesk/api";
import { formatCents } from "@paydesk/domain";
import { POSTBACK_PAGE_SIZE_DEFAULT, SIS_PLUGIN_LABELS, type TPostbackStatus, type TSisPlugin } from "@paydesk/validators";
import { IconDots, IconNote, IconSend, IconWebhook } from "@tabler/icons-react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { DataList, type DataColumns } from "../../../components/DataList/index.ts";
import { KeysetPager, useKeysetPages } from "../../../components/KeysetPager/index.ts";
import { PageHeader } from "../../../components/PageHeader/index.ts";
import { useRowSelection } from "../../../components/RowSelection/index.ts";
import { SelectionAction, SelectionBar } from "../../../components/SelectionBar/index.ts";
import { orderText } from "../../../lib/labels.ts";
import { trpc } from "../../../trpc.ts";
import { formatDateTime } from "../format.ts";
import { MarkPostbackModal } from "./MarkPostbackModal.tsx";
import { MassPostbackModal, useMassPostback } from "./MassPostbackModal.tsx";
import { PostBackModal, usePostBack } from "./PostBackModal.tsx";
import { PostbackFilters, type PostbackFilterValues } from "./PostbackFilters.tsx";
import { PostbackStatusBadges } from "./PostbackStatusBadges.tsx";

type PostbackRow = inferRouterOutputs<AppRouter>["postbacks"]["find"]["rows"][number];

const FILTER_KEYS = ["status", "plugin", "companyId", "companyName", "from", "to"] as const;

/**
 * `/control/reports/postbacks` (docs/product/control-area.md): every postback to a student information
 * system, newest first, filtered by status, plugin, company and day (the filters live in the
 * address); post one back again, mark it, or post back the selected ones (mass postback).
 */
export function PostbacksPage() {
  const [params, setParams] = useSearchParams();
  const filters: PostbackFilterValues = Object.fromEntries(FILTER_KEYS.flatMap((key) => (params.get(key) ? [[key, params.get(key)!]] : [])));
  const pages = useKeysetPages<string>(JSON.stringify(filters));
  const [markId, setMarkId] = useState<number | null>(null);
  const postBack = usePostBack();
  const mass = useMassPostback();

  const list = useQuery({
    ...trpc.postbacks.find.queryOptions({
      module: "control",
      status: filters.status as TPostbackStatus | undefined,
      plugin: filters.plugin as TSisPlugin | undefined,
      companyId: filters.companyId ? Number(filters.companyId) : undefined,
      from: filters.from,
      to: filters.to,
      pageSize: POSTBACK_PAGE_SIZE_DEFAULT,
      after: pages.after,
    }),
    placeholderData: keepPreviousData,
  });
  const rows = useMemo(() => list.data?.rows ?? [], [list.data]);
  const selection = useRowSelection(rows, { keyOf: (row) => row.id });

  const update = (changes: Partial<PostbackFilterValues>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    selection.clear();
    setParams(next, { replace: true });
  };

  const columns: DataColumns<PostbackRow> = [
    {
      header: "Postback",
      cell: (row) => (
        <>
          <Anchor component={Link} to={`/control/reports/postbacks/${row.id}`} fw={600}>
            #{row.id}
          </Anchor>
          <Text size="xs" c="dimmed">
            {orderText(row.orderId)}
          </Text>
        </>
      ),
    },
    { header: "Created", cell: (row) => <Text size="sm">{formatDateTime(row.createdAt, undefined, row.timeZone)}</Text> },
    { header: "Company", cell: (row) => <Text size="sm">{row.companyName}</Text> },
    { header: "Plugin", cell: (row) => <Text size="sm">{SIS_PLUGIN_LABELS[row.plugin as TSisPlugin] ?? row.plugin}</Text> },
    {
      header: "Fee",
      cell: (row) => (
        <>
          <Text size="sm">{row.title}</Text>
          <Text size="xs" c="dimmed">
            {formatCents(row.amountCents)}
          </Text>
        </>
      ),
    },
    { header: "Status", cell: (row) => <PostbackStatusBadges status={row.status} sending={row.sending} /> },
    { header: "Attempts", align: "right", cell: (row) => row.attempts },
    {
      header: "Memo or last error",
      maxWidth: 280,
      cell: (row) => (
        <Text size="sm" lineClamp={2} c={row.memo ? undefined : "red.9"}>
          {row.memo ?? row.lastError ?? ""}
        </Text>
      ),
    },
    {
      header: "Actions",
      hideHeader: true,
      width: 56,
      cell: (row) => (
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <Tooltip label="Actions">
              <ActionIcon variant="subtle" color="gray" aria-label={`Actions for postback #${row.id}`}>
                <IconDots size={18} aria-hidden />
              </ActionIcon>
            </Tooltip>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item leftSection={<IconSend size={14} aria-hidden />} onClick={() => postBack.mutate({ module: "control", postbackId: row.id })}>
              Post back again
            </Menu.Item>
            <Menu.Item leftSection={<IconNote size={14} aria-hidden />} onClick={() => setMarkId(row.id)}>
              Mark…
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
      ),
    },
  ];

  return (
    <Stack gap="lg" maw={1280}>
      <PageHeader
        title="Postbacks"
        description="Payments reported to student information systems. Post one back again, mark it, or post back several at once."
      />
      <DataList
        query={list}
        stale={list.isPlaceholderData}
        rows={(data) => data.rows}
        isEmpty={(data) => data.rows.length === 0 && pages.page === 1}
        rowKey={(row) => row.id}
        rowProps={(row) => ({ "data-testid": "postback-row", "data-postback-id": row.id })}
        label="Postbacks"
        data-testid="postbacks-table"
        columns={columns}
        selection={{ state: selection, rowLabel: (row) => `postback #${row.id}`, allLabel: "Select all postbacks on this page" }}
        minWidth={960}
        highlightOnHover
        empty={<EmptyList filtered={Object.keys(filters).length > 0} />}
        filters={
          <Stack gap="md">
            <PostbackFilters values={filters} onChange={update} />
            <SelectionBar count={selection.selectedRows.length} onClear={selection.clear}>
              <SelectionAction
                icon={IconSend}
                loading={mass.running}
                onClick={() => {
                  mass.start(selection.selectedRows.map((row) => row.id));
                  selection.clear();
                }}
              >
                Mass postback
              </SelectionAction>
            </SelectionBar>
          </Stack>
        }
      />
      <Group justify="flex-end">
        <KeysetPager pages={pages} nextCursor={list.data?.nextCursor} />
      </Group>
      <PostBackModal postBack={postBack} />
      <MarkPostbackModal postbackId={markId} onClose={() => setMarkId(null)} />
      <MassPostbackModal run={mass} />
    </Stack>
  );
}

function EmptyList({ filtered }: { filtered: boolean }) {
  return (
    <Stack align="center" gap={6} py="xl" data-testid="postbacks-empty">
      <IconWebhook size={28} aria-hidden />
      <Text fw={600}>{filtered ? "No postbacks match these filters." : "No postbacks yet."}</Text>
      <Text size="sm" c="dimmed">
        A postback is written when a fee from a student information system is paid.
      </Text>
    </Stack>
  );
}
