import { Modal, Stack, Text, TextInput } from "@mantine/core";

/** Shown when the browser refuses clipboard access: the link, selected, to copy by hand. */
export function PayLinkModal({ link, onClose }: { link: string | null; onClose: () => void }) {
  return (
    <Modal opened={link !== null} onClose={onClose} title="Pay link" centered>
      <Stack gap="xs">
        <Text size="sm">Copy this link and share it with payers:</Text>
        <TextInput aria-label="Pay link" value={link ?? ""} readOnly onFocus={(e) => e.currentTarget.select()} data-autofocus />
      </Stack>
    </Modal>
  );
}
