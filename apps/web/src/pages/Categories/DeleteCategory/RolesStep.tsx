import { Alert, Badge, Button, Checkbox, Group, Select, Stack, Table, Text, Title } from "@mantine/core";
import { ACL_MESSAGES, type TModule } from "@paydesk/validators";
import { IconAlertTriangle, IconUserShare, IconUnlink } from "@tabler/icons-react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
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

/** What taking the category off a role does (see services: a role never silently loses its last restriction). */
function effectOf(role: ConflictRole): { label: string; color: string; blocked: boolean } {
  if (role.otherCategories.length > 0) return { label: "The category is removed from the role", color: "teal", blocked: false };
  if (role.userCount === 0) return { label: "The role is deleted: it has no other category", color: "orange", blocked: false };
  return { label: `Reassign its ${plural(role.userCount, "administrator")} first`, color: "red", blocked: true };
}

/** Step two's fixes: take the category off the roles, or move their administrators to other roles. */
export function RolesStep({ module, conflicts }: RolesStepProps) {
  const queryClient = useQueryClient();
  const [checkedRoles, setCheckedRoles] = useState<Set<number>>(new Set());
  const [moves, setMoves] = useState<Record<string, { checked: boolean; newRoleId: number | null }>>({});
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
        setCheckedRoles(new Set());
        refresh();
      },
    }),
  );
  const reassignAdmins = useMutation(
    trpc.categories.reassignAdmins.mutationOptions({
      onSuccess: (result) => {
        notifySuccess(`${plural(result.moved, "administrator")} moved to another role.`);
        setMoves({});
        refresh();
      },
    }),
  );

  const selectable = conflicts.roles.filter((r) => !effectOf(r).blocked);
  const move = (u: ConflictUser) => moves[userKey(u)] ?? { checked: false, newRoleId: null };
  const setMove = (u: ConflictUser, change: Partial<{ checked: boolean; newRoleId: number | null }>) =>
    setMoves((current) => ({ ...current, [userKey(u)]: { ...move(u), ...change } }));
  const readyMoves = conflicts.usersWithRoles.filter((u) => move(u).checked && move(u).newRoleId !== null);

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
        <Table.ScrollContainer minWidth={640}>
          <Table verticalSpacing="xs" withTableBorder aria-label="Restricted roles">
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={40} />
                <Table.Th>Role</Table.Th>
                <Table.Th>Other categories</Table.Th>
                <Table.Th ta="right">Administrators</Table.Th>
                <Table.Th>What happens</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {conflicts.roles.map((role) => {
                const effect = effectOf(role);
                return (
                  <Table.Tr key={role.roleId} data-testid="conflict-role">
                    <Table.Td>
                      <Checkbox
                        aria-label={`Select ${role.name}`}
                        disabled={effect.blocked}
                        checked={checkedRoles.has(role.roleId)}
                        onChange={(e) => {
                          const next = new Set(checkedRoles);
                          if (e.currentTarget.checked) next.add(role.roleId);
                          else next.delete(role.roleId);
                          setCheckedRoles(next);
                        }}
                      />
                    </Table.Td>
                    <Table.Td fw={600}>{role.name}</Table.Td>
                    <Table.Td>
                      {role.otherCategories.length ? (
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
                      )}
                    </Table.Td>
                    <Table.Td ta="right">{role.userCount}</Table.Td>
                    <Table.Td>
                      <Badge variant="light" color={effect.color} tt="none">
                        {effect.label}
                      </Badge>
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <Group justify="flex-end">
          <Button
            leftSection={<IconUnlink size={16} aria-hidden />}
            disabled={checkedRoles.size === 0 || selectable.length === 0}
            loading={removeFromRoles.isPending}
            onClick={() => removeFromRoles.mutate({ module, categoryId: conflicts.categoryId, roleIds: [...checkedRoles] })}
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
          <Table.ScrollContainer minWidth={640}>
            <Table verticalSpacing="xs" withTableBorder aria-label="Administrators to reassign">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th w={40} />
                  <Table.Th>Administrator</Table.Th>
                  <Table.Th>Current role</Table.Th>
                  <Table.Th w={280}>New role</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {conflicts.usersWithRoles.map((user) => (
                  <Table.Tr key={userKey(user)} data-testid="conflict-admin">
                    <Table.Td>
                      <Checkbox
                        aria-label={`Select ${user.name}`}
                        checked={move(user).checked}
                        onChange={(e) => setMove(user, { checked: e.currentTarget.checked })}
                      />
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm" fw={600}>
                        {user.name}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {user.email}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">{user.roleName}</Text>
                    </Table.Td>
                    <Table.Td>
                      <NewRoleSelect
                        module={module}
                        user={user}
                        categoryId={conflicts.categoryId}
                        value={move(user).newRoleId}
                        onChange={(newRoleId) => setMove(user, { newRoleId, checked: newRoleId !== null || move(user).checked })}
                      />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
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
                  users: readyMoves.map((u) => ({ userId: u.userId, roleId: u.roleId, newRoleId: move(u).newRoleId! })),
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
