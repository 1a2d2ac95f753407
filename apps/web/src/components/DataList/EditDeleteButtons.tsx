import { Button, Group } from "@mantine/core";
import { IconPencil, IconTrash } from "@tabler/icons-react";

interface EditDeleteButtonsProps {
  /** Names the row in the buttons' accessible names ("Edit Ada Lovelace"). */
  name: string;
  onEdit: () => void;
  onDelete: () => void;
  /** The delete button's word: "Remove" where the record is deactivated, not deleted. */
  deleteText?: "Delete" | "Remove";
}

/** A row's Edit and Delete buttons, side by side at the right of a list's actions column. */
export function EditDeleteButtons({ name, onEdit, onDelete, deleteText = "Delete" }: EditDeleteButtonsProps) {
  return (
    <Group gap={4} justify="flex-end" wrap="nowrap">
      <Button size="xs" variant="subtle" leftSection={<IconPencil size={14} aria-hidden />} aria-label={`Edit ${name}`} onClick={onEdit}>
        Edit
      </Button>
      <Button
        size="xs"
        variant="subtle"
        color="red"
        leftSection={<IconTrash size={14} aria-hidden />}
        aria-label={`${deleteText} ${name}`}
        onClick={onDelete}
      >
        {deleteText}
      </Button>
    </Group>
  );
}
