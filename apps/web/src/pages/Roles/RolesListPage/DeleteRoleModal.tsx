import { Alert, Button, Group, Modal, Stack, Text } from "@mantine/core";
import type { TModule } from "@paydesk/validators";
import { IconAlertTriangle } from "@tabler/icons-react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { errorMessage } from "../../../lib/errors.ts";
import { notifySuccess } from "../../../lib/notify.tsx";
import { trpc } from "../../../trpc.ts";
import type { RoleRow } from "../types.ts";

interface DeleteRoleModalProps {
  /** The role asked about; null closes the dialog. */
  role: RoleRow | null;
  module: TModule;
  onClose: () => void;
}

/**
 * Success shows 'Role successfully deleted.' (docs/product/accounts-and-roles.md); a refusal shows the
 * server's message in an alert.
 */
export function DeleteRoleModal({ role, module, onClose }: DeleteRoleModalProps) {
  const queryClient = useQueryClient();
  const remove = useMutation(
    trpc.roles.delete.mutationOptions({
      onSuccess: (result) => {
        notifySuccess(result.message);
        void queryClient.invalidateQueries({ queryKey: trpc.roles.pathKey() });
        onClose();
      },
    }),
  );
  const { reset } = remove;
  // A new question starts without the previous answer's alert.
  useEffect(() => reset(), [role?.id, reset]);

  return (
    <Modal opened={role !== null} onClose={onClose} title="Delete role?" centered>
      <Stack gap="md">
        <Text size="sm">
          Delete the role <b>{role?.name}</b>? Administrators can no longer be given it.
        </Text>
        {remove.isError && (
          <Alert
            color="red"
            variant="light"
            icon={<IconAlertTriangle size={18} aria-hidden />}
            role="alert"
            data-testid="delete-role-error"
          >
            {errorMessage(remove.error)}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button color="red" loading={remove.isPending} onClick={() => role && remove.mutate({ module, roleId: role.id })}>
            Delete role
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
