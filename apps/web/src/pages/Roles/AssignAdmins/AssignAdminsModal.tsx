import { Alert, Button, Divider, Group, Modal, Stack, Text } from "@mantine/core";
import { ACL_MESSAGES, type TModule } from "@paydesk/validators";
import { IconAlertTriangle, IconUserPlus } from "@tabler/icons-react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useMemo, useState } from "react";
import { canChooseSite, SitePicker, type Site } from "../../../components/SitePicker/index.ts";
import { errorCode } from "../../../lib/errors.ts";
import { notifySuccess } from "../../../lib/notify.tsx";
import { useSession } from "../../../lib/session.ts";
import { trpc } from "../../../trpc.ts";
import { RoleHolderTable } from "../RoleHolderTable/index.ts";
import type { RoleUser } from "../types.ts";
import { RevokeRoleModal } from "./RevokeRoleModal.tsx";
import { SearchableSelect } from "../../../components/SearchableSelect/index.ts";

export interface AssignTarget {
  id: number;
  name: string;
}

interface AssignAdminsModalProps {
  opened: boolean;
  onClose: () => void;
  module: TModule;
  /** The role to assign, preselected (it may be changed to any role valid at the site). */
  role: AssignTarget | null;
  /** Whose administrators are offered first. */
  site: Site;
}

/**
 * Assign administrators to a role (docs/product/accounts-and-roles.md). The roles offered are those valid at
 * the chosen site (the role-validity call); an administrator already on the role cannot be added
 * again. Several administrators can be added one after the other; the role's current holders are
 * listed below (the role editor's holder table), each with a revoke action.
 */
export function AssignAdminsModal({ opened, onClose, module, role, site: initialSite }: AssignAdminsModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="Assign administrators" size="lg" centered>
      {/* Mounted only while open, so every opening starts from the role and site it was given. */}
      {opened && <AssignAdminsForm module={module} initialRole={role} initialSite={initialSite} onClose={onClose} />}
    </Modal>
  );
}

function AssignAdminsForm({
  module,
  initialRole,
  initialSite,
  onClose,
}: {
  module: TModule;
  initialRole: AssignTarget | null;
  initialSite: Site;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const { data: session } = useSession();
  const [site, setSite] = useState(initialSite);
  const [roleId, setRoleId] = useState<string | null>(initialRole ? String(initialRole.id) : null);
  const [userId, setUserId] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [revoking, setRevoking] = useState<RoleUser | null>(null);

  const validity = useQuery(trpc.roles.validity.queryOptions({ module, companyId: site.id }));
  const admins = useQuery(trpc.administrators.find.queryOptions({ module, companyId: site.id }));
  const holders = useQuery({
    ...trpc.roles.users.queryOptions({ module, roleId: Number(roleId), companyId: site.id }),
    enabled: roleId !== null,
  });

  // The role-validity answer decides which roles this site's administrators may be given.
  const roleOptions = useMemo(
    () => (validity.data ?? []).map((r) => ({ value: String(r.id), label: r.isBuiltIn ? `${r.name} (built-in)` : r.name })),
    [validity.data],
  );
  useEffect(() => {
    if (validity.data && roleId && !validity.data.some((r) => String(r.id) === roleId)) setRoleId(null);
  }, [validity.data, roleId]);

  // Roles are per company: only administrators of the chosen site itself are offered.
  const siteAdmins = useMemo(() => (admins.data ?? []).filter((a) => a.companyId === site.id), [admins.data, site.id]);
  const adminOptions = siteAdmins.map((a) => ({ value: String(a.id), label: `${a.name} — ${a.email}` }));
  const chosenAdmin = siteAdmins.find((a) => String(a.id) === userId) ?? null;
  const chosenRole = validity.data?.find((r) => String(r.id) === roleId) ?? null;
  const alreadyOnRole =
    chosenAdmin !== null &&
    roleId !== null &&
    (chosenAdmin.roles.some((r) => String(r.id) === roleId) || (holders.data ?? []).some((h) => String(h.userId) === userId));

  const assign = useMutation(
    trpc.roles.assign.mutationOptions({
      onSuccess: () => {
        notifySuccess(`${chosenAdmin?.name ?? "The administrator"} now has the role ${chosenRole?.name ?? "you chose"}.`);
        setUserId(null);
        void queryClient.invalidateQueries({ queryKey: trpc.roles.pathKey() });
        void queryClient.invalidateQueries({ queryKey: trpc.administrators.pathKey() });
      },
      onError: (error) => {
        // The server's own check, for a holder added elsewhere since the list was loaded.
        if (errorCode(error) === "CONFLICT" && error.message === ACL_MESSAGES.alreadyAssigned) {
          void queryClient.invalidateQueries({ queryKey: trpc.administrators.pathKey() });
          setFailure(ACL_MESSAGES.alreadyAssigned);
        } else {
          setFailure(ACL_MESSAGES.assignFailed);
        }
      },
    }),
  );

  const submit = () => {
    setFailure(null);
    if (!chosenAdmin || !roleId || alreadyOnRole) return;
    assign.mutate({ module, roleId: Number(roleId), userId: chosenAdmin.id });
  };

  const changeSite = (next: Site) => {
    setSite(next);
    setUserId(null);
    setFailure(null);
  };

  const holdersLabel = `Administrators of ${site.name} with ${chosenRole?.name ?? "this role"}`;
  const adminError = alreadyOnRole
    ? ACL_MESSAGES.alreadyAssigned
    : failure === ACL_MESSAGES.alreadyAssigned
      ? failure
      : undefined;

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        The roles offered depend on the site: its own roles, the built-in ones and the roles shared by the sites above it.
      </Text>
      {session && canChooseSite(session) && <SitePicker value={site} onChange={changeSite} data-testid="assign-site" />}
      {validity.isError ? (
        <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />} role="alert">
          {ACL_MESSAGES.unexpected}
        </Alert>
      ) : (
        <SearchableSelect
          label="Role"
          placeholder={validity.isPending ? "Loading roles…" : "Choose a role"}
          data={roleOptions}
          value={roleId}
          onChange={(value) => {
            setRoleId(value);
            setFailure(null);
          }}
          allowDeselect={false}
          nothingFound="No role matches"
        />
      )}
      <SearchableSelect
        label="Administrator"
        placeholder={admins.isPending ? "Loading administrators…" : "Search by name or e-mail"}
        data={adminOptions}
        value={userId}
        onChange={(value) => {
          setUserId(value);
          setFailure(null);
        }}
        clearable
        nothingFound={`No administrator of ${site.name} matches`}
        error={adminError}
        data-testid="assign-admin"
      />
      {failure && failure !== ACL_MESSAGES.alreadyAssigned && (
        <Alert
          color="red"
          variant="light"
          icon={<IconAlertTriangle size={18} aria-hidden />}
          role="alert"
          data-testid="assign-error"
        >
          {failure}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          Done
        </Button>
        <Button
          leftSection={<IconUserPlus size={16} aria-hidden />}
          onClick={submit}
          loading={assign.isPending}
          disabled={!chosenAdmin || !roleId || alreadyOnRole}
        >
          Assign
        </Button>
      </Group>

      {roleId && (
        <>
          <Divider label={holdersLabel} labelPosition="left" />
          <HolderList
            label={holdersLabel}
            holders={holders.data}
            loading={holders.isPending}
            failed={holders.isError}
            onRevoke={setRevoking}
          />
        </>
      )}
      <RevokeRoleModal
        opened={revoking !== null}
        onClose={() => setRevoking(null)}
        module={module}
        role={chosenRole ? { id: chosenRole.id, name: chosenRole.name } : null}
        user={revoking}
      />
    </Stack>
  );
}

/** The role's holders at the site, or why there are none to show. */
function HolderList({
  label,
  holders,
  loading,
  failed,
  onRevoke,
}: {
  label: string;
  holders: RoleUser[] | undefined;
  loading: boolean;
  failed: boolean;
  onRevoke: (user: RoleUser) => void;
}) {
  if (failed)
    return (
      <Text size="sm" c="red">
        {ACL_MESSAGES.unexpected}
      </Text>
    );
  if (loading)
    return (
      <Text size="sm" c="dimmed">
        Loading…
      </Text>
    );
  if (!holders || holders.length === 0)
    return (
      <Text size="sm" c="dimmed">
        Nobody has this role yet.
      </Text>
    );
  return (
    <RoleHolderTable
      label={label}
      holders={holders}
      onRevoke={onRevoke}
      rowTestId="role-holder"
      data-testid="role-holders"
      minWidth={440}
      maxHeight={260}
      verticalSpacing="xs"
    />
  );
}
