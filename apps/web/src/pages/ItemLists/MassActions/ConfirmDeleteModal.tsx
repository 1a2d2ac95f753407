import { Button, Group, List, Modal, Stack, Text } from "@mantine/core";
import type { ItemRow } from "../types.ts";

interface ConfirmDeleteModalProps {
  targets: readonly ItemRow[] | null;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * A permanent delete of items in the trash happens only after this confirmation
 * (docs/product/items-and-fees.md).
 */
export function ConfirmDeleteModal({ targets, busy, onConfirm, onCancel }: ConfirmDeleteModalProps) {
  const count = targets?.length ?? 0;
  const title = count === 1 ? "Delete item permanently?" : `Delete ${count} items permanently?`;
  return (
    <Modal opened={targets !== null} onClose={onCancel} title={title} centered>
      <Stack gap="md">
        <Text size="sm">These items are deleted for good; this cannot be undone.</Text>
        <List size="sm" spacing={2}>
          {(targets ?? []).slice(0, 10).map((row) => (
            <List.Item key={row.id}>{row.title}</List.Item>
          ))}
        </List>
        {count > 10 && (
          <Text size="sm" c="dimmed">
            and {count - 10} more
          </Text>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
          <Button color="red" onClick={onConfirm} loading={busy}>
            Delete permanently
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
