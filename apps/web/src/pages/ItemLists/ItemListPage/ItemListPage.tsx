import { Button, Group, Pagination, Paper, Stack, Text, ThemeIcon } from "@mantine/core";
import type { TModule } from "@paydesk/validators";
import { IconListSearch, IconPlus } from "@tabler/icons-react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { Link } from "react-router";
import { MenuGate } from "../../../components/MenuGate/index.ts";
import { PageHeader } from "../../../components/PageHeader/index.ts";
import { QueryStates } from "../../../components/QueryStates/index.ts";
import { useRowSelection } from "../../../components/RowSelection/index.ts";
import { useSiteParam, type Site } from "../../../components/SitePicker/index.ts";
import { notifySuccess } from "../../../lib/notify.tsx";
import { hasPermission, type Session } from "../../../lib/session.ts";
import { modulePath } from "../../../navigation/paths.ts";
import { trpc } from "../../../trpc.ts";
import { ItemsTable, type RowActions } from "../ItemsTable/index.ts";
import { ConfirmDeleteModal, MassActions, type MassAction } from "../MassActions/index.ts";
import { Notices } from "../Notices/index.ts";
import { PayLinkModal, TotalsModal } from "../RowDialogs/index.ts";
import { Toolbar } from "../Toolbar/index.ts";
import type { ItemListConfig, ItemRow } from "../types.ts";
import { useItemActions } from "./useItemActions.ts";
import { PAGE_SIZE, useListParams } from "./useListParams.ts";

/**
 * One item list, configured per route (docs/product/items-and-fees.md), gated by its menu entry
 * (config.path).
 */
export function ItemListPage({ config }: { config: ItemListConfig }) {
  return (
    <MenuGate path={config.path}>
      {/* Another list starts without the previous one's selection. */}
      {(session, module) => <ItemListScreen key={config.path} session={session} module={module} config={config} />}
    </MenuGate>
  );
}

interface ItemListScreenProps {
  session: Session;
  module: TModule;
  config: ItemListConfig;
}

const itemCode = (row: ItemRow) => row.code;

function ItemListScreen({ session, module, config }: ItemListScreenProps) {
  const [site, setSite] = useSiteParam(session);
  const [params, setParams] = useListParams();
  const canManage = hasPermission(session, "items.manage");
  const [deleting, setDeleting] = useState<readonly ItemRow[] | null>(null);
  const [totalsFor, setTotalsFor] = useState<ItemRow | null>(null);
  const [payLink, setPayLink] = useState<string | null>(null);

  const input = {
    module,
    companyId: site.id,
    types: [...config.types],
    status: params.status,
    search: params.search,
    sort: params.sort,
    direction: params.direction,
    page: params.page,
    pageSize: PAGE_SIZE,
  };
  const list = useQuery({ ...trpc.items.list.queryOptions(input), placeholderData: keepPreviousData });
  const rows = useMemo(() => list.data?.items ?? [], [list.data]);
  const pages = Math.max(1, Math.ceil((list.data?.total ?? 0) / PAGE_SIZE));

  const selection = useRowSelection(rows, { keyOf: itemCode });
  const { selectedRows } = selection;
  const actions = useItemActions({ module, config, onDone: selection.clear });
  const changeParams = (change: Parameters<typeof setParams>[0]) => {
    selection.clear();
    setParams(change);
  };
  const chooseSite = (next: Site) => {
    selection.clear();
    setSite(next);
  };

  const onMassAction = (action: MassAction) => {
    if (action === "deleteForever") setDeleting(selectedRows);
    else void actions.mass(action, selectedRows);
  };

  const rowActions: RowActions = {
    ...actions.row,
    showTotals: setTotalsFor,
    copyPayLink: (row) => {
      const link = `${window.location.origin}${row.payForPath}`;
      navigator.clipboard.writeText(link).then(
        () => notifySuccess(`Pay link copied: ${link}`),
        // Without clipboard access (an insecure origin, a refused permission) the link is shown instead.
        () => setPayLink(link),
      );
    },
  };

  return (
    <Stack gap="lg" maw={1280}>
      <PageHeader
        title={config.title}
        description={
          <>
            {config.description} {site.name}.
          </>
        }
        actions={
          canManage && (
            <Button component={Link} to={modulePath(module, "items/create")} leftSection={<IconPlus size={16} aria-hidden />}>
              Build a new item
            </Button>
          )
        }
      />

      <Notices />

      <Toolbar session={session} params={params} onChange={changeParams} site={site} onSiteChange={chooseSite} />

      {canManage && (
        <MassActions
          count={selectedRows.length}
          inTrash={params.status === "TRASH"}
          busy={actions.busy}
          onAction={onMassAction}
          onClear={selection.clear}
        />
      )}

      <Paper radius="lg" p={0} style={{ overflow: "hidden" }}>
        <QueryStates
          query={list}
          isEmpty={(data) => data.items.length === 0}
          empty={<EmptyList filtered={params.search !== "" || params.status !== "ANY"} />}
        >
          {() => (
            <ItemsTable
              module={module}
              rows={rows}
              showType={config.types.length > 1}
              canManage={canManage}
              selection={selection}
              actions={rowActions}
              pending={actions.pending}
              busy={list.isPlaceholderData}
            />
          )}
        </QueryStates>
      </Paper>

      {list.data && list.data.total > 0 && (
        <Group justify="space-between" gap="sm" data-testid="item-pagination">
          <Text size="sm" c="dimmed" data-testid="item-count">
            {(params.page - 1) * PAGE_SIZE + 1}–{Math.min(params.page * PAGE_SIZE, list.data.total)} of {list.data.total}
          </Text>
          {pages > 1 && <Pagination total={pages} value={params.page} onChange={(page) => changeParams({ ...params, page })} />}
        </Group>
      )}

      <ConfirmDeleteModal
        targets={deleting}
        busy={actions.busy}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          const targets = deleting ?? [];
          setDeleting(null);
          void actions.mass("deleteForever", targets);
        }}
      />
      <TotalsModal module={module} row={totalsFor} onClose={() => setTotalsFor(null)} />
      <PayLinkModal link={payLink} onClose={() => setPayLink(null)} />
    </Stack>
  );
}

function EmptyList({ filtered }: { filtered: boolean }) {
  return (
    <Stack align="center" gap={6} py={48} ta="center" data-testid="items-empty">
      <ThemeIcon size={48} radius="xl" variant="light" color="gray">
        <IconListSearch size={24} aria-hidden />
      </ThemeIcon>
      <Text fw={600}>{filtered ? "No item matches" : "No items yet"}</Text>
      <Text size="sm" c="dimmed">
        {filtered ? "Try another search or status." : "Items you build show up here."}
      </Text>
    </Stack>
  );
}
