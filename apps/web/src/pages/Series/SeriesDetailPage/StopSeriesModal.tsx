import { Button, Group, Modal, Stack, Text } from "@mantine/core";
import { SERIES_MESSAGES } from "@paydesk/validators";

interface StopSeriesModalProps {
  opened: boolean;
  title: string;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** A series can be stopped; it is final, so the page asks first (docs/product/checkout-and-payments.md). */
export function StopSeriesModal({ opened, title, busy, onConfirm, onCancel }: StopSeriesModalProps) {
  return (
    <Modal opened={opened} onClose={onCancel} title={`Stop ${title}?`} centered>
      <Stack gap="md">
        <Text size="sm">{SERIES_MESSAGES.stopConfirm}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={busy}>
            Keep it
          </Button>
          <Button color="red" onClick={onConfirm} loading={busy}>
            Stop series
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
