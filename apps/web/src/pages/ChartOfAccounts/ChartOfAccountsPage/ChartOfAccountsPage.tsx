import { Alert, Button, Group, Paper, Skeleton, Stack, Text, ThemeIcon } from "@mantine/core";
import { COA_SEARCH_LIMIT, type TModule } from "@paydesk/validators";
import { IconAlertTriangle, IconBuildingBank, IconFileUpload, IconPlus, IconTrash } from "@tabler/icons-react";
import { keepPreviousData, skipToken, useQuery } from "@tanstack/react-query";
import { useCallback, useMemo, useState } from "react";
import { MenuGate } from "../../../components/MenuGate/index.ts";
import { canChooseSite, SitePicker, useSiteParam, type Site } from "../../../components/SitePicker/index.ts";
import { errorMessage } from "../../../lib/errors.ts";
import { hasPermission, type Session } from "../../../lib/session.ts";
import { trpc } from "../../../trpc.ts";
import { AccountsTable, isDeletable } from "../AccountsTable/index.ts";
import { CreateAccountModal } from "../CreateAccountModal/index.ts";
import { DeleteAccountsModal } from "../DeleteAccounts/index.ts";
import { ExportButton } from "../ExportButton/index.ts";
import { KindTabs } from "../KindTabs/index.ts";
import { PayeeSelect, useSitePayees } from "../PayeeSelect/index.ts";
import type { CoaKind, CoaRow } from "../types.ts";
import { PageHeader } from "../../../components/PageHeader/index.ts";
import { useRowSelection } from "../../../components/RowSelection/index.ts";
import { SelectionAction, SelectionBar } from "../../../components/SelectionBar/index.ts";
import { UploadCsvModal } from "../Upload/index.ts";
import { AccountSearch, type SearchState } from "./AccountSearch.tsx";

/** `/{module}/settings/chart-of-accounts`: the primary accounts. */
export function PrimaryAccountsPage() {
  return <ChartOfAccountsPage kind="PRIMARY" />;
}

/** `/{module}/settings/sub-chart-of-accounts` and `/{module}/payments/subcoa`: the sub accounts. */
export function SubAccountsPage() {
  return <ChartOfAccountsPage kind="SUB" />;
}

function ChartOfAccountsPage({ kind }: { kind: CoaKind }) {
  // A new tab starts without the other tab's search and selection.
  return (
    <MenuGate path="settings/chart-of-accounts">
      {(session, module) => <AccountsScreen key={kind} session={session} module={module} kind={kind} />}
    </MenuGate>
  );
}

interface AccountsScreenProps {
  session: Session;
  module: TModule;
  kind: CoaKind;
}

const accountId = (account: CoaRow) => account.id;

function AccountsScreen({ session, module, kind }: AccountsScreenProps) {
  const [site, setSite] = useSiteParam(session);
  const canManage = hasPermission(session, "coa.manage");
  const [debouncedTerm, setDebouncedTerm] = useState("");
  const [typing, setTyping] = useState(false);
  const onSearch = useCallback((search: SearchState) => {
    setDebouncedTerm(search.term);
    setTyping(search.typing);
  }, []);
  const [creating, setCreating] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [deleting, setDeleting] = useState<readonly CoaRow[] | null>(null);

  // The chart of accounts is kept per payee (docs/product/chart-of-accounts.md); the page shows one
  // payee's at a time.
  const { payees, payee, choose: choosePayeeId } = useSitePayees(module, site.id);
  const scope = payee ? { module, companyId: site.id, payeeId: payee.id, kind } : null;
  const accounts = useQuery(trpc.coa.list.queryOptions(scope ?? skipToken));
  const searching = debouncedTerm !== "";
  const matches = useQuery({
    ...trpc.coa.search.queryOptions(scope && searching ? { ...scope, term: debouncedTerm } : skipToken),
    placeholderData: keepPreviousData,
  });

  // The search answers ids and labels; the rows themselves (shared flag, owner, counts) come from the list.
  const rows = useMemo(() => {
    const all = accounts.data ?? [];
    if (!searching || !matches.data) return all;
    const ids = new Set(matches.data.map((m) => m.id));
    return all.filter((a) => ids.has(a.id));
  }, [accounts.data, searching, matches.data]);
  const pendingSearch = typing || (searching && (matches.isPlaceholderData || matches.isPending));

  const selection = useRowSelection(rows, { keyOf: accountId, isSelectable: isDeletable });
  const { selectedRows } = selection;
  const chooseSite = (next: Site) => {
    // The payee goes along when the new site may use it too; otherwise the site's own first one shows.
    selection.clear();
    setSite(next);
  };
  const choosePayee = (id: number) => {
    selection.clear();
    choosePayeeId(id);
  };
  // Creating needs a payee whose chart the actor changes (its company is the site or below it).
  const canCreate = canManage && payee !== null && payee.companyId === site.id;
  const noPayees = payees.data?.length === 0;
  // The CSV upload fills the same chart the create lightbox does, through the uploads area.
  const canUpload = canCreate && hasPermission(session, "uploads.manage");

  return (
    <Stack gap="lg" maw={1100}>
      <PageHeader
        title="Chart of accounts"
        description={
          <>
            {kind === "SUB" ? "Sub accounts" : "Primary accounts"} that the items of {site.name} paying into{" "}
            {payee ? payee.name : "a settlement account"} are booked to.
          </>
        }
        actions={
          <Group gap="sm">
            {payee && <ExportButton module={module} site={site} payee={payee} />}
            {canUpload && (
              <Button variant="default" leftSection={<IconFileUpload size={16} aria-hidden />} onClick={() => setUploading(true)}>
                Upload CSV
              </Button>
            )}
            {canCreate && (
              <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setCreating(true)}>
                {kind === "SUB" ? "Create sub account" : "Create account"}
              </Button>
            )}
          </Group>
        }
      />

      <KindTabs module={module} kind={kind} />

      <Paper p="md" radius="lg">
        <Group gap="md" align="flex-end" wrap="wrap">
          {canChooseSite(session) && (
            <SitePicker value={site} onChange={chooseSite} w={{ base: "100%", sm: 400 }} data-testid="coa-site" />
          )}
          <PayeeSelect payees={payees.data ?? []} value={payee} onChange={choosePayee} />
          <AccountSearch onSearch={onSearch} />
        </Group>
      </Paper>

      {canManage && (
        <SelectionBar count={selectedRows.length} onClear={selection.clear}>
          <SelectionAction icon={IconTrash} color="red" onClick={() => setDeleting(selectedRows)}>
            Delete selected
          </SelectionAction>
        </SelectionBar>
      )}

      <Paper radius="lg" p={0} style={{ overflow: "hidden" }}>
        {noPayees && (
          <Text p="md" c="dimmed" data-testid="coa-no-payee">
            {site.name} has no settlement account yet: the chart of accounts is kept per settlement account.
          </Text>
        )}
        {payee && accounts.isPending && (
          <Stack gap="xs" p="md">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} height={40} />
            ))}
          </Stack>
        )}
        {(payees.isError || accounts.isError || (searching && matches.isError)) && (
          <Alert m="md" color="red" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />} role="alert">
            {errorMessage(payees.error ?? accounts.error ?? matches.error)}
          </Alert>
        )}
        {accounts.data && rows.length === 0 && !pendingSearch && (
          <EmptyList searching={searching} payeeName={payee?.name ?? site.name} kind={kind} />
        )}
        {rows.length > 0 && (
          <AccountsTable
            rows={rows}
            canManage={canManage}
            selection={selection}
            onDelete={(account) => setDeleting([account])}
            busy={pendingSearch}
          />
        )}
      </Paper>
      {searching && matches.data?.length === COA_SEARCH_LIMIT && (
        <Text size="sm" c="dimmed">
          Showing the first {COA_SEARCH_LIMIT} matches. Type more of the number or name to narrow them.
        </Text>
      )}

      {canCreate && (
        <CreateAccountModal opened={creating} onClose={() => setCreating(false)} module={module} payee={payee} kind={kind} />
      )}
      {canUpload && payee && (
        <UploadCsvModal opened={uploading} onClose={() => setUploading(false)} module={module} siteId={site.id} payee={payee} kind={kind} />
      )}
      {canManage && deleting && (
        <DeleteAccountsModal
          module={module}
          kind={kind}
          targets={deleting}
          accounts={accounts.data ?? []}
          // Deleted accounts leave the list, and only rows on screen count as selected: what was
          // not deleted stays selected for another try.
          onFinished={() => setDeleting(null)}
        />
      )}
    </Stack>
  );
}

function EmptyList({ searching, payeeName, kind }: { searching: boolean; payeeName: string; kind: CoaKind }) {
  return (
    <Stack align="center" gap={6} py={48} ta="center" data-testid="coa-empty">
      <ThemeIcon size={48} radius="xl" variant="light" color="gray">
        <IconBuildingBank size={24} aria-hidden />
      </ThemeIcon>
      <Text fw={600}>{searching ? "No account matches your search" : "No accounts yet"}</Text>
      <Text size="sm" c="dimmed">
        {searching
          ? "Try another account number or name."
          : `${payeeName} has no ${kind === "SUB" ? "sub accounts" : "primary accounts"} yet.`}
      </Text>
    </Stack>
  );
}
