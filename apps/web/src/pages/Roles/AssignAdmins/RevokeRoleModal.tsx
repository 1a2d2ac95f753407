import { Alert, Button, Group, Modal, Stack, Text } from "@mantine/core";
import { ACL_MESSAGES, type TModule } from "@paydesk/validators";
import { IconAlertTriangle } from "@tabler/icons-react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { notifySuccess } from "../../../lib/notify.tsx";
import { trpc } from "../../../trpc.ts";

interface RevokeRoleModalProps {
  opened: boolean;
  onClose: () => void;
  module: TModule;
  role: { id: number; name: string } | null;
  user: { userId: number; name: string } | null;
}

/**
 * An administrator is revoked from a role after a confirmation that it cannot be undone
 * (docs/product/accounts-and-roles.md).
 */
export function RevokeRoleModal({ opened, onClose, module, role, user }: RevokeRoleModalProps) {
  const queryClient = useQueryClient();
  const [failed, setFailed] = useState(false);
  const close = () => {
    setFailed(false);
    onClose();
  };
  const revoke = useMutation(
    trpc.roles.revoke.mutationOptions({
      onSuccess: () => {
        notifySuccess(`${user?.name ?? "The administrator"} no longer has the role ${role?.name ?? "you chose"}.`);
        void queryClient.invalidateQueries({ queryKey: trpc.roles.pathKey() });
        void queryClient.invalidateQueries({ queryKey: trpc.administrators.pathKey() });
        close();
      },
      onError: () => setFailed(true),
    }),
  );

  return (
    <Modal opened={opened} onClose={close} title="Revoke role?" centered>
      <Stack gap="md">
        <Text size="sm">
          Remove <b>{user?.name}</b> from the role <b>{role?.name}</b>? They lose what the role grants at once. This cannot be
          undone.
        </Text>
        {failed && (
          <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />} role="alert">
            {ACL_MESSAGES.unassignFailed}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            Cancel
          </Button>
          <Button
            color="red"
            loading={revoke.isPending}
            onClick={() => role && user && revoke.mutate({ module, roleId: role.id, userId: user.userId })}
          >
            Revoke role
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
