import { Button, Group, Modal, Stack, Text, ThemeIcon } from "@mantine/core";
import { IconCircleCheck } from "@tabler/icons-react";

interface AssignPromptModalProps {
  opened: boolean;
  roleName: string;
  onAssign: () => void;
  onLater: () => void;
}

/**
 * After a role is created, a prompt offers to assign administrators to it
 * (docs/product/accounts-and-roles.md).
 */
export function AssignPromptModal({ opened, roleName, onAssign, onLater }: AssignPromptModalProps) {
  return (
    <Modal opened={opened} onClose={onLater} title="Role created" centered>
      <Stack gap="md">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <ThemeIcon color="teal" variant="light" size={38} radius="xl">
            <IconCircleCheck size={22} aria-hidden />
          </ThemeIcon>
          <Text size="sm">
            The role <b>{roleName}</b> is ready. Would you like to assign administrators to it now?
          </Text>
        </Group>
        <Group justify="flex-end">
          <Button variant="default" onClick={onLater}>
            Not now
          </Button>
          <Button onClick={onAssign}>Assign administrators</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
