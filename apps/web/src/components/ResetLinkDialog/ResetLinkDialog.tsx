import { Alert, Button, Group, Modal, Stack, Text } from "@mantine/core";
import { IconAlertCircle } from "@tabler/icons-react";
import { errorMessage } from "../../lib/errors.ts";

/** The part of a react-query mutation the dialog drives: whatever call sends the link. */
interface SendLink {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  reset(): void;
}

interface ResetLinkDialogProps {
  /** Whose link; null keeps the dialog closed. */
  email: string | null;
  send: SendLink;
  onSend: () => void;
  onClose: () => void;
}

/**
 * Confirms an e-mailed password reset link, from the administrators screen or the users report
 * (docs/product/accounts-and-roles.md, docs/product/reports-and-time-zones.md). The caller owns
 * the mutation, so each screen sends through its own procedure; a failure ('Coult not send
 * e-mail.' or a refusal) shows here.
 */
export function ResetLinkDialog({ email, send, onSend, onClose }: ResetLinkDialogProps) {
  const close = () => {
    send.reset();
    onClose();
  };
  return (
    <Modal opened={email !== null} onClose={close} title="Send a password reset link">
      {email && (
        <Stack gap="md">
          <Text size="sm">
            We will e-mail <strong>{email}</strong> a link to choose a new password. The link works once, for one hour; until it is used, the
            current password keeps working.
          </Text>
          {send.isError && (
            <Alert color="red" variant="light" icon={<IconAlertCircle size={18} aria-hidden />} data-testid="reset-link-error" role="alert">
              {errorMessage(send.error)}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button loading={send.isPending} onClick={onSend}>
              Send link
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
