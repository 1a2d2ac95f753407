import { Button, Group, Modal, Stack, Text } from "@mantine/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { errorMessage } from "../../../lib/errors.ts";
import { notifyError, notifySuccess } from "../../../lib/notify.tsx";
import { trpc } from "../../../trpc.ts";
import type { ApiKeyRow } from "./types.ts";

interface RevokeApiKeyModalProps {
  opened: boolean;
  /** Kept while the dialog fades out, so its text does not change as it closes. */
  apiKey: ApiKeyRow | null;
  onClose: () => void;
}

export function RevokeApiKeyModal({ opened, apiKey, onClose }: RevokeApiKeyModalProps) {
  const queryClient = useQueryClient();
  const revoke = useMutation(
    trpc.account.apiKeys.revoke.mutationOptions({
      onSuccess: () => {
        notifySuccess("The API key has been revoked.");
        void queryClient.invalidateQueries({ queryKey: trpc.account.apiKeys.find.queryKey() });
        onClose();
      },
      onError: (error) => notifyError(errorMessage(error)),
    }),
  );

  return (
    <Modal opened={opened} onClose={onClose} title="Revoke API key?" centered>
      <Stack gap="md">
        <Text size="sm">
          Tools using <b>{apiKey?.name}</b> stop working at once. This cannot be undone.
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button color="red" loading={revoke.isPending} onClick={() => apiKey && revoke.mutate({ id: apiKey.id })}>
            Revoke key
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
