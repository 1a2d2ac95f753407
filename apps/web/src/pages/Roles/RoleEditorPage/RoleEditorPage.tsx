import { Anchor, Badge, Breadcrumbs, Group, Stack, Text } from "@mantine/core";
import type { TModule } from "@paydesk/validators";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState, type ReactNode } from "react";
import { Link, useLocation, useNavigate, useParams } from "react-router";
import { MenuGate } from "../../../components/MenuGate/index.ts";
import { NotFound } from "../../../components/NotFound/index.ts";
import { PageHeader } from "../../../components/PageHeader/index.ts";
import { QueryStates } from "../../../components/QueryStates/index.ts";
import { useSiteParam } from "../../../components/SitePicker/index.ts";
import { notifySuccess } from "../../../lib/notify.tsx";
import { hasPermission, type Session } from "../../../lib/session.ts";
import { modulePath } from "../../../navigation/paths.ts";
import { trpc } from "../../../trpc.ts";
import { AssignAdminsModal, AssignPromptModal } from "../AssignAdmins/index.ts";
import type { RoleRow } from "../types.ts";
import { RoleAdministrators } from "./RoleAdministrators.tsx";
import { withImpliedViews } from "./permission-labels.ts";
import { RoleForm, type RoleFormValues } from "./RoleForm.tsx";

const EMPTY_ROLE: RoleFormValues = { name: "", isShared: false, permissions: [], categoryIds: [] };

/** Navigation state the editor hands to the new role's page, so it can offer to assign administrators. */
interface CreatedState {
  created?: boolean;
}

/** `/{module}/settings/roles/create`. */
export function CreateRolePage() {
  return (
    <MenuGate path="settings/roles/create">{(session, module) => <CreateRole session={session} module={module} />}</MenuGate>
  );
}

/** `/{module}/settings/roles/{roleId}`: the editor of an existing role, and its administrators. */
export function EditRolePage() {
  const roleId = Number(useParams().roleId);
  if (!Number.isInteger(roleId) || roleId <= 0) return <NotFound />;
  // Reading a role needs what the list needs; the editor is read-only without settings.manage.
  return (
    <MenuGate path="settings/roles">
      {(session, module) => <EditRole key={roleId} session={session} module={module} roleId={roleId} />}
    </MenuGate>
  );
}

function Header({ module, search, title, badges }: { module: TModule; search: string; title: string; badges?: ReactNode }) {
  return (
    <div>
      <Breadcrumbs mb={6} fz="sm">
        <Anchor component={Link} to={modulePath(module, `settings/roles${search}`)}>
          Roles
        </Anchor>
        <Text size="sm" c="dimmed">
          {title}
        </Text>
      </Breadcrumbs>
      <PageHeader title={title} actions={badges && <Group gap="sm">{badges}</Group>} />
    </div>
  );
}

function CreateRole({ session, module }: { session: Session; module: TModule }) {
  const { search } = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [site] = useSiteParam(session);
  const create = useMutation(trpc.roles.create.mutationOptions());

  const submit = async (values: RoleFormValues) => {
    const role = await create.mutateAsync({ module, companyId: site.id, ...values });
    void queryClient.invalidateQueries({ queryKey: trpc.roles.pathKey() });
    void navigate(modulePath(module, `settings/roles/${role.id}${search}`), { state: { created: true } satisfies CreatedState });
  };

  return (
    <Stack gap="lg" maw={960}>
      <Header module={module} search={search} title="Create role" />
      <Text c="dimmed" mt={-12}>
        A new role for the administrators of {site.name}.
      </Text>
      <RoleForm
        module={module}
        company={site}
        initialValues={EMPTY_ROLE}
        readOnlyReason={null}
        submitLabel="Create role"
        cancelHref={modulePath(module, `settings/roles${search}`)}
        onSubmit={submit}
      />
    </Stack>
  );
}

function readOnlyReason(role: RoleRow, canManage: boolean): string | null {
  if (role.isBuiltIn)
    return "Built-in roles cannot be changed. They exist at every site; assign them to administrators as they are.";
  if (!role.editable)
    return `This role is shared by ${role.companyName ?? "a site above yours"}. Only its administrators can change it.`;
  if (!canManage) return "You can look at this role but not change it.";
  return null;
}

function EditRole({ session, module, roleId }: { session: Session; module: TModule; roleId: number }) {
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [site] = useSiteParam(session);
  const role = useQuery(trpc.roles.get.queryOptions({ module, roleId }));
  const update = useMutation(trpc.roles.update.mutationOptions());
  const canManage = hasPermission(session, "settings.manage");
  const justCreated = (location.state as CreatedState | null)?.created === true;
  const [assignOpen, setAssignOpen] = useState(false);

  const dismissPrompt = () => void navigate(location.pathname + location.search, { replace: true, state: null });

  const submit = async (values: RoleFormValues) => {
    await update.mutateAsync({ module, roleId, ...values });
    notifySuccess("Role saved.");
    await queryClient.invalidateQueries({ queryKey: trpc.roles.pathKey() });
  };

  // A role that no longer exists answers NOT_FOUND with the server's own message.
  return (
    <QueryStates query={role} rows={6}>
      {(data) => {
        const company = { id: data.companyId ?? site.id, name: data.companyName ?? site.name };
        return (
          <Stack gap="lg" maw={960}>
            <Header
              module={module}
              search={location.search}
              title={data.name}
              badges={
                <>
                  {data.isBuiltIn && (
                    <Badge variant="light" color="indigo">
                      Built-in
                    </Badge>
                  )}
                  {data.isShared && !data.isBuiltIn && (
                    <Badge variant="light" color="grape">
                      Shared
                    </Badge>
                  )}
                </>
              }
            />
            <RoleAdministrators
              module={module}
              role={data}
              site={data.companyId ? company : site}
              canManage={canManage}
              onAssign={() => setAssignOpen(true)}
            />
            <RoleForm
              // A saved role restarts the form from what the server kept.
              key={`${data.id}:${data.name}:${data.permissions.join()}:${data.categories.map((c) => c.id).join()}:${data.isShared}`}
              module={module}
              company={company}
              roleId={data.id}
              builtIn={data.isBuiltIn}
              knownCategories={data.categories}
              initialValues={{
                name: data.name,
                isShared: data.isShared,
                permissions: withImpliedViews(data.permissions),
                categoryIds: data.categories.map((c) => c.id),
              }}
              readOnlyReason={readOnlyReason(data, canManage)}
              submitLabel="Save role"
              cancelHref={modulePath(module, `settings/roles${location.search}`)}
              onSubmit={submit}
            />

            <AssignPromptModal
              opened={justCreated && !assignOpen}
              roleName={data.name}
              onLater={dismissPrompt}
              onAssign={() => {
                dismissPrompt();
                setAssignOpen(true);
              }}
            />
            <AssignAdminsModal
              opened={assignOpen}
              onClose={() => setAssignOpen(false)}
              module={module}
              role={{ id: data.id, name: data.name }}
              site={data.companyId ? company : site}
            />
          </Stack>
        );
      }}
    </QueryStates>
  );
}
