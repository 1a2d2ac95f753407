import { Badge, Button, Group, Menu, Paper, Stack, Text, ThemeIcon } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import type { TModule } from "@paydesk/validators";
import { IconKey, IconMailForward, IconPencil, IconPlus, IconUserOff } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { Link, useParams, useSearchParams } from "react-router";
import { hasPermission, useSession } from "../../../lib/session.ts";
import { modulePath } from "../../../navigation/paths.ts";
import { queryClient, trpc } from "../../../trpc.ts";
import { ADMINISTRATORS_PATH, featuresOf, type AdminRow } from "../features.ts";
import { MassPasswordModal } from "../MassPasswordModal/index.ts";
import { ResetLinkModal } from "../ResetLinkModal/index.ts";
import { MenuGate } from "../../../components/MenuGate/index.ts";
import { PageHeader } from "../../../components/PageHeader/index.ts";
import { DataList, PersonCell, RowActionsMenu, useStableHandler, type DataColumns } from "../../../components/DataList/index.ts";
import { useRowSelection } from "../../../components/RowSelection/index.ts";
import { SelectionAction, SelectionBar } from "../../../components/SelectionBar/index.ts";
import { SearchableSelect } from "../../../components/SearchableSelect/index.ts";
import { formatDateTime } from "../../../lib/dates.ts";
import { SearchField } from "../../../components/SearchField/index.ts";

/**
 * `/{module}/settings/administrators`: the administrators of a company and the sites below it,
 * filtered by company; select some to change their passwords at once, or reset one by e-mail.
 */
const adminId = (row: AdminRow) => row.id;
/** Only accounts holding nothing the actor lacks can have their password changed (the server refuses the rest). */
const manageable = (row: AdminRow) => row.manageable;

/** Gated by its menu entry: settings.view in school, vendor and business; settings.manage as the parent module's "Accounts". */
export function AdministratorsPage() {
  return <MenuGate path={ADMINISTRATORS_PATH}>{() => <Administrators />}</MenuGate>;
}

function Administrators() {
  const module = useParams().module as TModule;
  const { data: session } = useSession();
  const features = featuresOf(module);
  const [params, setParams] = useSearchParams();
  const companyParam = params.get("company");
  const companyId = companyParam && /^\d+$/.test(companyParam) ? Number(companyParam) : undefined;
  const [search, setSearch] = useState("");
  const [debouncedSearch] = useDebouncedValue(search.trim(), 250);
  const [passwordTargets, setPasswordTargets] = useState<AdminRow[] | null>(null);
  const [resetTarget, setResetTarget] = useState<AdminRow | null>(null);

  const sites = useQuery(trpc.administrators.sites.queryOptions({ module }));
  const listInput = { module, companyId, search: debouncedSearch || undefined, includeParents: features.includeParents };
  const admins = useQuery({ ...trpc.administrators.find.queryOptions(listInput), placeholderData: (previous) => previous });

  const canManage = session ? hasPermission(session, "settings.manage") : false;
  const rows = useMemo(() => admins.data ?? [], [admins.data]);
  const selection = useRowSelection(rows, { keyOf: adminId, isSelectable: manageable });
  const { selectedRows } = selection;
  const chooseCompany = (value: string | null) => {
    selection.clear();
    setParams(value ? { company: value } : {}, { replace: true });
  };
  const refresh = () => {
    selection.clear();
    void queryClient.invalidateQueries({ queryKey: trpc.administrators.find.queryKey() });
  };

  // The same columns across renders: a keystroke or a selection change does not redraw every row.
  const onReset = useStableHandler((admin: AdminRow) =>
    features.resetBy === "email-link" ? setResetTarget(admin) : setPasswordTargets([admin]),
  );
  const selfId = session?.user.id;
  const columns = useMemo(
    () =>
      adminColumns({
        module,
        canEdit: features.canEditAccounts && canManage,
        actions: canManage && { editable: features.canEditAccounts, selfId, resetBy: features.resetBy, onReset },
      }),
    [module, features.canEditAccounts, features.resetBy, canManage, selfId, onReset],
  );

  const siteOptions = (sites.data ?? []).map((s) => ({
    value: String(s.id),
    label: s.parentName ? `${s.name} — ${s.parentName}` : s.name,
  }));
  const title = module === "parent" ? "Accounts" : "Administrators";

  return (
    <Stack gap="lg" maw={1200}>
      <PageHeader
        title={title}
        description={
          <>
            {features.includeParents
              ? "Administrators and parents who sign in to PayDesk. Select some to change their passwords."
              : "People who manage this site. Select some to change their passwords at once."}
          </>
        }
        actions={
          features.canEditAccounts &&
          canManage && (
            <Button
              component={Link}
              to={modulePath(module, `${ADMINISTRATORS_PATH}/create`)}
              leftSection={<IconPlus size={16} aria-hidden />}
            >
              New administrator
            </Button>
          )
        }
      />

      <Paper p="md" radius="lg">
        <Group gap="md" align="flex-end" wrap="wrap">
          <SearchableSelect
            label="Company"
            description="Its administrators and those of the sites below it."
            placeholder={sites.isPending ? "Loading sites…" : "Choose a company"}
            data={siteOptions}
            // Your own company until you choose another.
            value={String(companyId ?? session?.user.companyId ?? "") || null}
            onChange={chooseCompany}
            allowDeselect={false}
            nothingFound="No site matches"
            w={{ base: "100%", sm: 400 }}
            comboboxProps={{ withinPortal: true }}
          />
          <SearchField
            placeholder="Name or e-mail"
            value={search}
            onChange={setSearch}
            w={{ base: "100%", sm: 280 }}
          />
        </Group>
      </Paper>

      {canManage && (
        <SelectionBar count={selectedRows.length} onClear={selection.clear}>
          <SelectionAction icon={IconKey} onClick={() => setPasswordTargets(selectedRows)}>
            Change passwords
          </SelectionAction>
        </SelectionBar>
      )}

      <DataList
        query={admins}
        rows={(data) => data}
        empty={<EmptyList searching={Boolean(debouncedSearch)} />}
        flush
        label={title}
        columns={columns}
        rowKey={adminId}
        rowProps={(admin) => ({ "data-testid": "admin-row", "data-email": admin.email })}
        selection={canManage ? { state: selection, rowLabel: (admin) => admin.name } : undefined}
        minWidth={760}
        horizontalSpacing="md"
        highlightOnHover
      />

      <MassPasswordModal
        opened={passwordTargets !== null}
        module={module}
        admins={passwordTargets ?? []}
        onClose={() => setPasswordTargets(null)}
        onFinished={refresh}
      />
      <ResetLinkModal admin={resetTarget} onClose={() => setResetTarget(null)} />
    </Stack>
  );
}

interface RowActions {
  /** Edit opens the account's form (the modules that edit accounts here). */
  editable: boolean;
  selfId: number | undefined;
  resetBy: "email-link" | "password-dialog";
  onReset: (admin: AdminRow) => void;
}

interface AdminColumnsOptions {
  module: TModule;
  /** The name links to the account's form. */
  canEdit: boolean;
  /** The row menu, for those who manage accounts. */
  actions: RowActions | false;
}

function adminColumns({ module, canEdit, actions }: AdminColumnsOptions): DataColumns<AdminRow> {
  const editPath = (admin: AdminRow) => modulePath(module, `${ADMINISTRATORS_PATH}/${admin.id}`);
  return [
    {
      header: "Name",
      cell: (admin) => (
        <PersonCell name={admin.name} email={admin.email} href={canEdit && admin.manageable ? editPath(admin) : null} />
      ),
    },
    { header: "Site", cell: (admin) => <Text size="sm">{admin.companyName}</Text> },
    {
      header: "Roles",
      cell: (admin) => (
        <Group gap={4}>
          {admin.kind === "PARENT" && (
            <Badge variant="light" color="orange" size="sm">
              Parent
            </Badge>
          )}
          {admin.roles.map((role) => (
            <Badge key={role.id} variant="light" color="gray" size="sm" tt="none">
              {role.name}
            </Badge>
          ))}
          {admin.mustChangePassword && (
            <Badge variant="outline" color="yellow" size="sm" tt="none">
              Must change password
            </Badge>
          )}
        </Group>
      ),
    },
    {
      header: "Last sign-in",
      cell: (admin) => (
        <Text size="sm" c={admin.lastLoginAt ? undefined : "dimmed"}>
          {admin.lastLoginAt ? formatDateTime(admin.lastLoginAt) : "Never"}
        </Text>
      ),
    },
    actions && {
      header: "Actions",
      hideHeader: true,
      align: "right",
      width: 56,
      cell: (admin) =>
        admin.manageable && (
          <RowMenu
            admin={admin}
            editPath={actions.editable ? editPath(admin) : null}
            isSelf={admin.id === actions.selfId}
            resetBy={actions.resetBy}
            onReset={() => actions.onReset(admin)}
          />
        ),
    },
  ];
}

interface RowMenuProps {
  admin: AdminRow;
  editPath: string | null;
  isSelf: boolean;
  resetBy: "email-link" | "password-dialog";
  onReset: () => void;
}

function RowMenu({ admin, editPath, isSelf, resetBy, onReset }: RowMenuProps) {
  return (
    <RowActionsMenu name={admin.name}>
      {editPath && (
        <Menu.Item component={Link} to={editPath} leftSection={<IconPencil size={16} aria-hidden />}>
          Edit
        </Menu.Item>
      )}
      {/* Your own password is changed on the Password screen, with your current one. */}
      {!isSelf &&
        (resetBy === "email-link" ? (
          <Menu.Item leftSection={<IconMailForward size={16} aria-hidden />} onClick={onReset}>
            Send password reset link
          </Menu.Item>
        ) : (
          <Menu.Item leftSection={<IconKey size={16} aria-hidden />} onClick={onReset}>
            Set password
          </Menu.Item>
        ))}
    </RowActionsMenu>
  );
}

function EmptyList({ searching }: { searching: boolean }) {
  return (
    <Stack align="center" gap={6} py={48} ta="center">
      <ThemeIcon size={48} radius="xl" variant="light" color="gray">
        <IconUserOff size={24} aria-hidden />
      </ThemeIcon>
      <Text fw={600}>{searching ? "Nobody matches your search" : "No administrators here yet"}</Text>
      <Text size="sm" c="dimmed">
        {searching ? "Try another name or e-mail address." : "Choose another company, or create an administrator."}
      </Text>
    </Stack>
  );
}
