import { Alert, Badge, Button, Group, Select, Stack, Text, Title } from "@mantine/core";
import { ACL_MESSAGES, type TModule } from "@paydesk/validators";
import { IconAlertTriangle, IconUserShare, IconUnlink } from "@tabler/icons-react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { DataTable, PersonCell } from "../../../components/DataList/index.ts";
import { useRowSelection } from "../../../components/RowSelection/index.ts";
import { errorMessage } from "../../../lib/errors.ts";
import { notifySuccess } from "../../../lib/notify.tsx";
import { trpc } from "../../../trpc.ts";
import type { RoleConflicts } from "../types.ts";

interface RolesStepProps {
  module: TModule;
  conflicts: RoleConflicts;
}

type ConflictRole = RoleConflicts["roles"][number];
type ConflictUser = RoleConflicts["usersWithRoles"][number];

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;
const userKey = (u: ConflictUser) => `${u.userId}:${u.roleId}`;
const roleKey = (role: ConflictRole) => role.roleId;
/** A role whose administrators must move first cannot be chosen. */
const unblocked = (role: ConflictRole) => !effectOf(role).blocked;

/** What taking the category off a role does (see services: a role never silently loses its last restriction). */
function effectOf(role: ConflictRole): { label: string; color: string; blocked: boolean } {
  if (role.otherCategories.length > 0) return { label: "The category is removed from the role", color: "teal", blocked: false };
  if (role.userCount === 0) return { label: "The role is deleted: it has no other category", color: "orange", blocked: false };
  return { label: `Reassign its ${plural(role.userCount, "administrator")} first`, color: "red", blocked: true };
}

/** Step two's fixes: take the category off the roles, or move their administrators to other roles. */
export function RolesStep({ module, conflicts }: RolesStepProps) {
  const queryClient = useQueryClient();
  const roleSelection = useRowSelection(conflicts.roles, { keyOf: roleKey, isSelectable: unblocked });
  const adminSelection = useRowSelection(conflicts.usersWithRoles, { keyOf: userKey });
  const [newRoles, setNewRoles] = useState<Record<string, number | null>>({});
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: trpc.categories.pathKey() });
    void queryClient.invalidateQueries({ queryKey: trpc.roles.pathKey() });
  };

  const removeFromRoles = useMutation(
    trpc.categories.reassignRoles.mutationOptions({
      onSuccess: (result) => {
        const parts = [
          result.updated ? `${plural(result.updated, "role")} no longer restricted to ${conflicts.categoryName}` : "",
          result.deleted ? `${plural(result.deleted, "role")} deleted` : "",
        ];
        notifySuccess(`${parts.filter(Boolean).join("; ")}.`);
        roleSelection.clear();
        refresh();
      },
    }),
  );
  const reassignAdmins = useMutation(
    trpc.categories.reassignAdmins.mutationOptions({
      onSuccess: (result) => {
        notifySuccess(`${plural(result.moved, "administrator")} moved to another role.`);
        setNewRoles({});
        adminSelection.clear();
        refresh();
      },
    }),
  );

  const selectable = conflicts.roles.filter(unblocked);
  const newRoleOf = (u: ConflictUser) => newRoles[userKey(u)] ?? null;
  // Choosing a new role chooses its administrator too.
  const chooseNewRole = (u: ConflictUser, newRoleId: number | null) => {
    setNewRoles((current) => ({ ...current, [userKey(u)]: newRoleId }));
    if (newRoleId !== null && !adminSelection.isSelected(u)) adminSelection.toggle(u);
  };
  const readyMoves = adminSelection.selectedRows.filter((u) => newRoleOf(u) !== null);

  return (
    <Stack gap="xl">
      <Alert color="yellow" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />} data-testid="roles-conflict">
        {plural(conflicts.roles.length, "role")} {conflicts.roles.length === 1 ? "is" : "are"} restricted to{" "}
        {conflicts.categoryName}. Remove the category from {conflicts.roles.length === 1 ? "it" : "them"}, or move{" "}
        {conflicts.roles.length === 1 ? "its" : "their"} administrators to other roles first.
      </Alert>

      <Stack gap="sm">
        <Title order={3} fz="md">
          Roles restricted to {conflicts.categoryName}
        </Title>
        <DataTable
          label="Restricted roles"
          verticalSpacing="xs"
          withTableBorder
          minWidth={640}
          rows={conflicts.roles}
          rowKey={roleKey}
          rowProps={() => ({ "data-testid": "conflict-role" })}
          selection={{ state: roleSelection, rowLabel: (role) => role.name, withoutSelectAll: true }}
          columns={[
            {
              header: "Role",
              cell: (role) => (
                <Text span inherit fw={600}>
                  {role.name}
                </Text>
              ),
            },
            {
              header: "Other categories",
              cell: (role) =>
                role.otherCategories.length ? (
                  <Group gap={4}>
                    {role.otherCategories.map((name) => (
                      <Badge key={name} size="sm" variant="outline" color="gray" tt="none">
                        {name}
                      </Badge>
                    ))}
                  </Group>
                ) : (
                  <Text size="sm" c="dimmed">
                    None
                  </Text>
                ),
            },
            { header: "Administrators", align: "right", cell: (role) => role.userCount },
            {
              header: "What happens",
              cell: (role) => {
                const effect = effectOf(role);
                return (
                  <Badge variant="light" color={effect.color} tt="none">
                    {effect.label}
                  </Badge>
                );
              },
            },
          ]}
        />
        <Group justify="flex-end">
          <Button
            leftSection={<IconUnlink size={16} aria-hidden />}
            disabled={roleSelection.selectedRows.length === 0 || selectable.length === 0}
            loading={removeFromRoles.isPending}
            onClick={() =>
              removeFromRoles.mutate({
                module,
                categoryId: conflicts.categoryId,
                roleIds: roleSelection.selectedRows.map(roleKey),
              })
            }
          >
            Remove category from selected roles
          </Button>
        </Group>
        {removeFromRoles.isError && (
          <Alert color="red" variant="light" role="alert">
            {errorMessage(removeFromRoles.error)}
          </Alert>
        )}
      </Stack>

      {conflicts.usersWithRoles.length > 0 && (
        <Stack gap="sm">
          <div>
            <Title order={3} fz="md">
              Administrators with these roles
            </Title>
            <Text size="sm" c="dimmed">
              Move them to a role that is not restricted to {conflicts.categoryName}.
            </Text>
          </div>
          <DataTable
            label="Administrators to reassign"
            verticalSpacing="xs"
            withTableBorder
            minWidth={640}
            rows={conflicts.usersWithRoles}
            rowKey={userKey}
            rowProps={() => ({ "data-testid": "conflict-admin" })}
            selection={{ state: adminSelection, rowLabel: (user) => user.name, withoutSelectAll: true }}
            columns={[
              {
                header: "Administrator",
                cell: (user) => <PersonCell name={user.name} email={user.email} />,
              },
              { header: "Current role", cell: (user) => <Text size="sm">{user.roleName}</Text> },
              {
                header: "New role",
                width: 280,
                cell: (user) => (
                  <NewRoleSelect
                    module={module}
                    user={user}
                    categoryId={conflicts.categoryId}
                    value={newRoleOf(user)}
                    onChange={(newRoleId) => chooseNewRole(user, newRoleId)}
                  />
                ),
              },
            ]}
          />
          <Group justify="flex-end">
            <Button
              variant="light"
              leftSection={<IconUserShare size={16} aria-hidden />}
              disabled={readyMoves.length === 0}
              loading={reassignAdmins.isPending}
              onClick={() =>
                reassignAdmins.mutate({
                  module,
                  categoryId: conflicts.categoryId,
                  users: readyMoves.map((u) => ({ userId: u.userId, roleId: u.roleId, newRoleId: newRoleOf(u)! })),
                })
              }
            >
              Reassign selected administrators
            </Button>
          </Group>
          {reassignAdmins.isError && (
            <Alert color="red" variant="light" role="alert">
              {errorMessage(reassignAdmins.error)}
            </Alert>
          )}
        </Stack>
      )}
    </Stack>
  );
}

/** The roles the administrator may move to: valid at their site (role-validity) and not restricted to this category. */
function NewRoleSelect({
  module,
  user,
  categoryId,
  value,
  onChange,
}: {
  module: TModule;
  user: ConflictUser;
  categoryId: number;
  value: number | null;
  onChange: (roleId: number | null) => void;
}) {
  const validity = useQuery(trpc.roles.validity.queryOptions({ module, companyId: user.companyId }));
  const options = (validity.data ?? [])
    .filter((r) => r.id !== user.roleId && !r.categories.some((c) => c.id === categoryId))
    .map((r) => ({ value: String(r.id), label: r.name }));
  if (validity.isError) {
    return (
      <Text size="sm" c="red">
        {ACL_MESSAGES.unexpected}
      </Text>
    );
  }
  return (
    <Select
      aria-label={`New role for ${user.name}`}
      placeholder={validity.isPending ? "Loading roles…" : "Choose a role"}
      data={options}
      value={value === null ? null : String(value)}
      onChange={(v) => onChange(v ? Number(v) : null)}
      searchable
    />
  );
}
