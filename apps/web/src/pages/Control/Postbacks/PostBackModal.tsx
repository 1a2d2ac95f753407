import { Alert, Button, Group, Loader, Modal, Stack, Text } from "@mantine/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { trpc } from "../../../trpc.ts";
import { postbackDialogError } from "./dialog-errors.ts";
import { PostBackResult } from "./PostBackResult.tsx";

/** Post one postback back again, now: a button, and the dialog with what the SIS answered. */
export function usePostBack() {
  const queryClient = useQueryClient();
  return useMutation(
    trpc.postbacks.resend.mutationOptions({
      onSettled: () => {
        void queryClient.invalidateQueries({ queryKey: trpc.postbacks.pathKey() });
        void queryClient.invalidateQueries({ queryKey: trpc.operations.pathKey() });
      },
    }),
  );
}

type PostBack = ReturnType<typeof usePostBack>;

export function PostBackModal({ postBack }: { postBack: PostBack }) {
  const opened = !postBack.isIdle;
  const id = String(postBack.variables?.postbackId ?? "");
  return (
    <Modal opened={opened} onClose={postBack.reset} title={<Text fw={650}>Post back #{id}</Text>} size="lg" radius="lg" padding="lg">
      <Stack gap="md">
        {postBack.isPending && (
          <Group gap="sm">
            <Loader size="sm" />
            <Text size="sm">Posting to the student information system…</Text>
          </Group>
        )}
        {postBack.isError && (
          <Alert color="red" variant="light" data-testid="postback-error">
            {postbackDialogError(postBack.error)}
          </Alert>
        )}
        {postBack.data && <PostBackResult result={postBack.data} />}
        <Group justify="flex-end">
          <Button variant="default" onClick={postBack.reset} disabled={postBack.isPending}>
            Close
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
