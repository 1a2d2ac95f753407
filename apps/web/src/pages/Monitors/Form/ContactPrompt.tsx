import { Button, Group, List, Modal, Stack, Text } from "@mantine/core";
import { MONITOR_MESSAGES } from "@paydesk/validators";

interface ContactPromptProps {
  emails: string[];
  companyName: string;
  pending: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** Contact e-mails not in the company's contact list prompt creating them (docs/product/control-area.md). */
export function ContactPrompt({ emails, companyName, pending, onCancel, onConfirm }: ContactPromptProps) {
  return (
    <Modal opened onClose={onCancel} title="New support contacts">
      <Stack gap="md">
        <Text>{MONITOR_MESSAGES.contactsMissing}</Text>
        <List>
          {emails.map((email) => (
            <List.Item key={email}>{email}</List.Item>
          ))}
        </List>
        <Text size="sm" c="dimmed">
          They become support contacts of {companyName || "the company"} and the monitor is saved.
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button onClick={onConfirm} loading={pending}>
            Create contacts and save
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
