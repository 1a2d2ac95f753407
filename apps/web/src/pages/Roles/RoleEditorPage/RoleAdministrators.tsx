import { Alert, Button, Group, Paper, Skeleton, Text, Title } from "@mantine/core";
import { ACL_MESSAGES, type TModule } from "@paydesk/validators";
import type { Site } from "../../../components/SitePicker/index.ts";
import { IconUserPlus } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { trpc } from "../../../trpc.ts";
import { RevokeRoleModal } from "../AssignAdmins/index.ts";
import { RoleHolderTable } from "../RoleHolderTable/index.ts";
import type { RoleRow, RoleUser } from "../types.ts";

interface RoleAdministratorsProps {
  module: TModule;
  role: RoleRow;
  /** Whose holders are listed: the site the roles page works on. */
  site: Site;
  canManage: boolean;
  onAssign: () => void;
}

/** Who holds the role (within the user's sites), with assign and revoke. */
export function RoleAdministrators({ module, role, site, canManage, onAssign }: RoleAdministratorsProps) {
  const users = useQuery(trpc.roles.users.queryOptions({ module, roleId: role.id, companyId: site.id }));
  const [revoking, setRevoking] = useState<RoleUser | null>(null);

  return (
    <Paper p={{ base: "md", sm: "xl" }} radius="lg">
      <Group justify="space-between" align="flex-start" mb="md">
        <div>
          <Title order={2} fz="lg">
            Administrators
          </Title>
          <Text size="sm" c="dimmed">
            {users.data
              ? `${users.data.length} administrator${users.data.length === 1 ? "" : "s"} of ${site.name} and the sites below with this role.`
              : "Who has this role."}
          </Text>
        </div>
        {canManage && (
          <Button variant="light" leftSection={<IconUserPlus size={16} aria-hidden />} onClick={onAssign}>
            Assign administrators
          </Button>
        )}
      </Group>
      {users.isPending && <Skeleton height={36} />}
      {users.isError && (
        <Alert color="red" variant="light" role="alert">
          {ACL_MESSAGES.unexpected}
        </Alert>
      )}
      {users.data?.length === 0 && (
        <Text size="sm" c="dimmed">
          Nobody has this role yet.
        </Text>
      )}
      {users.data && users.data.length > 0 && (
        <RoleHolderTable
          label="Administrators with this role"
          holders={users.data}
          onRevoke={canManage ? setRevoking : undefined}
          rowTestId="role-admin-row"
          minWidth={520}
          verticalSpacing="xs"
        />
      )}
      <RevokeRoleModal
        opened={revoking !== null}
        onClose={() => setRevoking(null)}
        module={module}
        role={{ id: role.id, name: role.name }}
        user={revoking}
      />
    </Paper>
  );
}
