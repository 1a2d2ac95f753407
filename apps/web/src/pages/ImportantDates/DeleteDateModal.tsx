import { Alert, Button, Group, Modal, Stack, Text } from "@mantine/core";
import type { TModule } from "@paydesk/validators";
import { IconAlertTriangle } from "@tabler/icons-react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { errorMessage } from "../../lib/errors.ts";
import { notifySuccess } from "../../lib/notify.tsx";
import { trpc } from "../../trpc.ts";
import { span, type DateRow } from "./types.ts";

/** Delete one of the site's own dates, after a confirmation. */
export function DeleteDateModal({ module, row, onClose }: { module: TModule; row: DateRow; onClose: () => void }) {
  const queryClient = useQueryClient();
  const remove = useMutation(
    trpc.dates.delete.mutationOptions({
      onSuccess: (answer) => {
        notifySuccess(answer.message);
        void queryClient.invalidateQueries({ queryKey: trpc.dates.list.pathKey() });
        onClose();
      },
    }),
  );
  return (
    <Modal opened onClose={onClose} title={`Delete ${row.title}`} centered>
      <Stack gap="md">
        <Text size="sm">
          Delete {row.title} ({span(row)})? This cannot be undone.
        </Text>
        {remove.isError && (
          <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />} role="alert">
            {errorMessage(remove.error)}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button color="red" loading={remove.isPending} onClick={() => remove.mutate({ module, dateId: row.id })}>
            Delete
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
