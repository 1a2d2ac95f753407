import { Button, Group, Modal, Textarea } from "@mantine/core";
import { MEMO_MAX, TXN_DETAIL_MESSAGES } from "@paydesk/validators";
import { useEffect, useState } from "react";

interface MemoModalProps {
  opened: boolean;
  saving: boolean;
  onSave: (memo: string) => void;
  onCancel: () => void;
}

/**
 * The update-memo lightbox (docs/product/reports-and-time-zones.md): every save asks why, and the
 * memo is kept with each change.
 */
export function MemoModal({ opened, saving, onSave, onCancel }: MemoModalProps) {
  const [memo, setMemo] = useState("");
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (opened) {
      setMemo("");
      setError(null);
    }
  }, [opened]);
  const save = () => {
    if (memo.trim() === "") return setError(TXN_DETAIL_MESSAGES.memoRequired);
    onSave(memo.trim());
  };
  return (
    <Modal opened={opened} onClose={onCancel} title="Update memo" centered>
      <Textarea
        label="Why are you making this update?"
        data-autofocus
        autosize
        minRows={3}
        maxLength={MEMO_MAX}
        value={memo}
        error={error}
        onChange={(e) => setMemo(e.currentTarget.value)}
      />
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onCancel}>
          Cancel
        </Button>
        <Button loading={saving} onClick={save}>
          Save update
        </Button>
      </Group>
    </Modal>
  );
}
