import { Alert, Anchor, Badge, Button, Group, Menu, Paper, Skeleton, Stack, Text, ThemeIcon, Tooltip } from "@mantine/core";
import { ACL_MESSAGES, ALL_PERMISSIONS, type TModule } from "@paydesk/validators";
import { IconAlertTriangle, IconPencil, IconPlus, IconShieldLock, IconTrash, IconUserPlus, IconEye } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Link, useLocation } from "react-router";
import { DataTable, RowActionsMenu, type DataColumns } from "../../../components/DataList/index.ts";
import { MenuGate } from "../../../components/MenuGate/index.ts";
import { PageHeader } from "../../../components/PageHeader/index.ts";
import { canChooseSite, SitePicker, useSiteParam } from "../../../components/SitePicker/index.ts";
import { hasPermission, type Session } from "../../../lib/session.ts";
import { modulePath } from "../../../navigation/paths.ts";
import { trpc } from "../../../trpc.ts";
import { AssignAdminsModal, type AssignTarget } from "../AssignAdmins/index.ts";
import { permissionSummary, withImpliedViews } from "../RoleEditorPage/permission-labels.ts";
import type { RoleRow } from "../types.ts";
import { DeleteRoleModal } from "./DeleteRoleModal.tsx";
import classes from "./RolesListPage.module.css";

/** `/{module}/settings/roles`: the roles of a site, the four built-in ones first and highlighted. */
export function RolesListPage() {
  return <MenuGate path="settings/roles">{(session, module) => <RolesList session={session} module={module} />}</MenuGate>;
}

function RolesList({ session, module }: { session: Session; module: TModule }) {
  const { search } = useLocation();
  const [site, setSite] = useSiteParam(session);
  const canManage = hasPermission(session, "settings.manage");
  const roles = useQuery(trpc.roles.find.queryOptions({ module, companyId: site.id }));
  const [deleting, setDeleting] = useState<RoleRow | null>(null);
  const [assigning, setAssigning] = useState<AssignTarget | null | undefined>(undefined);

  return (
    <Stack gap="lg" maw={1100}>
      <PageHeader
        title="Roles"
        description={`Control levels and category restrictions for the administrators of ${site.name}.`}
        actions={
          canManage && (
            <Group gap="sm">
              <Button variant="default" leftSection={<IconUserPlus size={16} aria-hidden />} onClick={() => setAssigning(null)}>
                Assign administrators
              </Button>
              <Button
                component={Link}
                to={modulePath(module, `settings/roles/create${search}`)}
                leftSection={<IconPlus size={16} aria-hidden />}
              >
                Create role
              </Button>
            </Group>
          )
        }
      />

      {canChooseSite(session) && <SitePicker value={site} onChange={setSite} maw={420} data-testid="roles-site" />}

      <Paper radius="lg" p={0} style={{ overflow: "hidden" }}>
        {/* Not QueryStates: the product words this list's failure ("An unexpected error occurred.",
            docs/product/accounts-and-roles.md), where QueryStates shows the server's message. */}
        {roles.isPending && (
          <Stack p="lg" gap="xs">
            {[0, 1, 2, 3, 4].map((i) => (
              <Skeleton key={i} height={40} />
            ))}
          </Stack>
        )}
        {roles.isError && (
          <Alert
            m="lg"
            color="red"
            variant="light"
            icon={<IconAlertTriangle size={18} aria-hidden />}
            role="alert"
            data-testid="roles-error"
          >
            {ACL_MESSAGES.unexpected}
          </Alert>
        )}
        {roles.data && (
          <DataTable
            label="Roles"
            columns={roleColumns({ module, search, canManage, onAssign: setAssigning, onDelete: setDeleting })}
            rows={roles.data}
            rowKey={(role) => role.id}
            rowProps={(role) => ({
              className: role.isBuiltIn ? classes.builtIn : undefined,
              "data-testid": "role-row",
              "data-built-in": role.isBuiltIn ? "true" : undefined,
            })}
            minWidth={760}
            horizontalSpacing="md"
            highlightOnHover
            className={classes.table}
          />
        )}
      </Paper>
      {roles.data && roles.data.every((r) => r.isBuiltIn) && (
        <Group gap="sm" c="dimmed">
          <ThemeIcon variant="light" color="gray" radius="xl">
            <IconShieldLock size={16} aria-hidden />
          </ThemeIcon>
          <Text size="sm">{site.name} has only the built-in roles so far.</Text>
        </Group>
      )}

      <DeleteRoleModal role={deleting} module={module} onClose={() => setDeleting(null)} />
      <AssignAdminsModal
        opened={assigning !== undefined}
        onClose={() => setAssigning(undefined)}
        module={module}
        role={assigning ?? null}
        site={site}
      />
    </Stack>
  );
}

interface RoleColumnsOptions {
  module: TModule;
  search: string;
  canManage: boolean;
  onAssign: (target: AssignTarget) => void;
  onDelete: (role: RoleRow) => void;
}

function roleColumns({ module, search, canManage, onAssign, onDelete }: RoleColumnsOptions): DataColumns<RoleRow> {
  const href = (role: RoleRow) => modulePath(module, `settings/roles/${role.id}${search}`);
  return [
    {
      header: "Role",
      cell: (role) => (
        <Group gap="xs" wrap="nowrap" className={classes.nowrap}>
          <Anchor component={Link} to={href(role)} fw={600} c="inherit">
            {role.name}
          </Anchor>
          {role.isBuiltIn && (
            <Badge size="sm" variant="light" color="indigo" style={{ flexShrink: 0 }}>
              Built-in
            </Badge>
          )}
          {role.isShared && !role.isBuiltIn && (
            <Badge size="sm" variant="light" color="grape" style={{ flexShrink: 0 }}>
              Shared
            </Badge>
          )}
        </Group>
      ),
    },
    {
      header: "Belongs to",
      cell: (role) => (
        <Text size="sm" c={role.companyName ? undefined : "dimmed"}>
          {role.companyName ?? "Every site"}
        </Text>
      ),
    },
    {
      header: "Control levels",
      cell: (role) => {
        const levels = withImpliedViews(role.permissions).length;
        return (
          <Tooltip label={permissionSummary(role.permissions)} multiline maw={360} withArrow>
            <Text size="sm" span>
              {levels === ALL_PERMISSIONS.length ? "All" : `${levels} of ${ALL_PERMISSIONS.length}`}
            </Text>
          </Tooltip>
        );
      },
    },
    { header: "Categories", cell: (role) => <CategoryBadges categories={role.categories} /> },
    { header: "Administrators", align: "right", cell: (role) => role.userCount },
    {
      header: "Actions",
      hideHeader: true,
      align: "right",
      width: 60,
      cell: (role) => (
        <RoleActions
          role={role}
          href={href(role)}
          canManage={canManage}
          onAssign={() => onAssign({ id: role.id, name: role.name })}
          onDelete={() => onDelete(role)}
        />
      ),
    },
  ];
}

function RoleActions({
  role,
  href,
  canManage,
  onAssign,
  onDelete,
}: {
  role: RoleRow;
  href: string;
  canManage: boolean;
  onAssign: () => void;
  onDelete: () => void;
}) {
  const editable = canManage && role.editable;
  return (
    <RowActionsMenu name={role.name}>
      <Menu.Item component={Link} to={href} leftSection={editable ? <IconPencil size={16} /> : <IconEye size={16} />}>
        {editable ? "Edit role" : "View role"}
      </Menu.Item>
      {canManage && (
        <Menu.Item leftSection={<IconUserPlus size={16} />} onClick={onAssign}>
          Assign administrators
        </Menu.Item>
      )}
      {canManage && (
        <>
          <Menu.Divider />
          <Menu.Item
            color="red"
            leftSection={<IconTrash size={16} />}
            onClick={onDelete}
            disabled={!role.editable}
            title={role.isBuiltIn ? ACL_MESSAGES.builtInRole : undefined}
          >
            {role.isBuiltIn ? "Built-in roles cannot be deleted" : "Delete role"}
          </Menu.Item>
        </>
      )}
    </RowActionsMenu>
  );
}

function CategoryBadges({ categories }: { categories: { id: number; name: string }[] }) {
  if (categories.length === 0) {
    return (
      <Text size="sm" c="dimmed" className={classes.nowrap}>
        All categories
      </Text>
    );
  }
  const shown = categories.slice(0, 3);
  return (
    <Group gap={4}>
      {shown.map((c) => (
        <Badge key={c.id} size="sm" variant="outline" color="gray" tt="none">
          {c.name}
        </Badge>
      ))}
      {categories.length > shown.length && (
        <Badge size="sm" variant="light" color="gray">
          +{categories.length - shown.length}
        </Badge>
      )}
    </Group>
  );
}
