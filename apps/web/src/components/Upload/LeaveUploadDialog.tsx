import { Button, Group, Modal, Stack, Text } from "@mantine/core";
import { UPLOAD_WIZARD_MESSAGES } from "@paydesk/validators";

interface LeaveUploadDialogProps {
  opened: boolean;
  onStay: () => void;
  onLeave: () => void;
}

/**
 * Leaving mid-upload warns that changes are lost: the page's and the lightbox's question
 * (docs/product/uploads.md).
 */
export function LeaveUploadDialog({ opened, onStay, onLeave }: LeaveUploadDialogProps) {
  return (
    <Modal opened={opened} onClose={onStay} title={UPLOAD_WIZARD_MESSAGES.leaveTitle} zIndex={300}>
      <Stack>
        <Text>{UPLOAD_WIZARD_MESSAGES.leaveBody}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onStay}>
            Stay on this page
          </Button>
          <Button color="red" onClick={onLeave}>
            Leave and lose the upload
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
