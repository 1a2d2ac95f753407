import { Anchor, Modal, Stack, Text } from "@mantine/core";
import type { TModule } from "@paydesk/validators";
import { useState } from "react";
import { Link } from "react-router";
import { LeaveUploadDialog } from "../../../components/Upload/index.ts";
import type { CoaKind, Payee } from "../types.ts";
import { CoaUploadWizard } from "./CoaUploadWizard.tsx";

interface UploadCsvModalProps {
  opened: boolean;
  onClose: () => void;
  module: TModule;
  siteId: number;
  payee: Payee;
  kind: CoaKind;
}

/**
 * The list's CSV lightbox (docs/product/chart-of-accounts.md): the upload wizard for the payee the
 * list shows. Closing it mid-upload asks first, as leaving the upload page does (docs/product/uploads.md).
 */
export function UploadCsvModal({ opened, onClose, module, siteId, payee, kind }: UploadCsvModalProps) {
  const [pending, setPending] = useState(false);
  const [asking, setAsking] = useState(false);
  const close = () => {
    setAsking(false);
    setPending(false);
    onClose();
  };
  return (
    <>
      <Modal
        opened={opened}
        onClose={() => (pending ? setAsking(true) : close())}
        title="Upload accounts from a CSV file"
        size="90rem"
        // While the question is open only it traps focus: two traps would pull focus between them.
        trapFocus={!asking}
        closeOnEscape={!asking}
      >
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            Into {payee.name}&apos;s {kind === "SUB" ? "sub accounts" : "primary accounts"}.{" "}
            <Anchor component={Link} to={`/${module}/settings/chart-of-accounts/upload-coa?payee=${payee.id}${kind === "SUB" ? "&kind=SUB" : ""}`}>
              Open the upload page
            </Anchor>
          </Text>
          {opened && <CoaUploadWizard module={module} siteId={siteId} payee={payee} kind={kind} onPendingChange={setPending} />}
        </Stack>
      </Modal>
      <LeaveUploadDialog opened={asking} onStay={() => setAsking(false)} onLeave={close} />
    </>
  );
}
