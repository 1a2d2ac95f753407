import { Button, Group, Modal, Stack, Text } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import type { TModule } from "@paydesk/validators";
import { IconTrash } from "@tabler/icons-react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { errorMessage } from "../../../lib/errors.ts";
import { notifySuccess } from "../../../lib/notify.tsx";
import { trpc } from "../../../trpc.ts";

interface DeleteGroupButtonProps {
  module: TModule;
  group: { id: number; name: string };
  /** After the group is gone (the editor leaves its page). */
  onDeleted?: () => void;
}

/**
 * Delete one group after a confirmation. The server keeps a group that is an item's audience and
 * says which items; that answer shows in the dialog.
 */
export function DeleteGroupButton({ module, group, onDeleted }: DeleteGroupButtonProps) {
  const [opened, { open, close }] = useDisclosure(false);
  const queryClient = useQueryClient();
  const remove = useMutation(
    trpc.groups.delete.mutationOptions({
      onSuccess: (answer) => {
        notifySuccess(answer.message);
        void queryClient.invalidateQueries({ queryKey: trpc.groups.pathKey() });
        close();
        onDeleted?.();
      },
    }),
  );
  return (
    <>
      <Button
        size="xs"
        variant="subtle"
        color="red"
        leftSection={<IconTrash size={14} aria-hidden />}
        aria-label={`Delete ${group.name}`}
        onClick={open}
      >
        Delete
      </Button>
      <Modal opened={opened} onClose={close} title={`Delete ${group.name}?`} centered>
        <Stack gap="md">
          <Text size="sm">The group goes; its students stay.</Text>
          {remove.isError && (
            <Text size="sm" c="red" role="alert">
              {errorMessage(remove.error)}
            </Text>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Keep it
            </Button>
            <Button color="red" loading={remove.isPending} onClick={() => remove.mutate({ module, groupId: group.id })}>
              Delete the group
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
