import { Button, Modal } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import type { TModule } from "@paydesk/validators";
import { IconFileUpload } from "@tabler/icons-react";
import { useQueryClient } from "@tanstack/react-query";
import { GroupUploadWizard } from "./GroupUploadWizard.tsx";

/**
 * The groups tab's upload entry (school and vendor, docs/product/uploads.md): a button opening the group CSV
 * upload in a lightbox. When an upload finishes, every cached query is marked stale so the group
 * list shows the new groups and members.
 */
export function GroupUploadEntry({ module }: { module: TModule }) {
  const [opened, { open, close }] = useDisclosure(false);
  const queryClient = useQueryClient();
  return (
    <>
      <Button variant="light" leftSection={<IconFileUpload size={18} aria-hidden />} onClick={open}>
        Upload groups from a CSV file
      </Button>
      <Modal opened={opened} onClose={close} title="Upload student groups" size="90rem">
        {opened && <GroupUploadWizard module={module} onFinished={() => void queryClient.invalidateQueries()} />}
      </Modal>
    </>
  );
}
