import { Alert, Button, Group, Modal, Stack, Text } from "@mantine/core";
import { IconAlertCircle } from "@tabler/icons-react";
import { useMutation } from "@tanstack/react-query";
import { errorMessage } from "../../../lib/errors.ts";
import { notifySuccess } from "../../../lib/notify.tsx";
import { trpc } from "../../../trpc.ts";
import type { AdminRow } from "../features.ts";

interface ResetLinkModalProps {
  admin: AdminRow | null;
  onClose: () => void;
}

/**
 * Reset one administrator's password by an e-mailed link (POST /login/forgot): they choose the
 * new password themselves. A failure to send shows 'Coult not send e-mail.' here.
 */
export function ResetLinkModal({ admin, onClose }: ResetLinkModalProps) {
  const send = useMutation(
    trpc.auth.forgotPassword.mutationOptions({
      onSuccess: () => {
        notifySuccess(`A password reset link has been sent to ${admin?.email}.`);
        close();
      },
    }),
  );
  const close = () => {
    send.reset();
    onClose();
  };

  return (
    <Modal opened={admin !== null} onClose={close} title="Send a password reset link">
      {admin && (
        <Stack gap="md">
          <Text size="sm">
            We will e-mail <strong>{admin.email}</strong> a link to choose a new password. The link works once, for one hour;
            until it is used, the current password keeps working.
          </Text>
          {send.isError && (
            <Alert color="red" variant="light" icon={<IconAlertCircle size={18} aria-hidden />} data-testid="reset-link-error">
              {errorMessage(send.error)}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button loading={send.isPending} onClick={() => send.mutate({ email: admin.email })}>
              Send link
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
