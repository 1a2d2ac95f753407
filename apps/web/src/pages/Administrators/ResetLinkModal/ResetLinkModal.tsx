import { useMutation } from "@tanstack/react-query";
import { ResetLinkDialog } from "../../../components/ResetLinkDialog/index.ts";
import { notifySuccess } from "../../../lib/notify.tsx";
import { trpc } from "../../../trpc.ts";
import type { AdminRow } from "../features.ts";

interface ResetLinkModalProps {
  admin: AdminRow | null;
  onClose: () => void;
}

/**
 * Reset one administrator's password by an e-mailed link (POST /login/forgot): they choose the
 * new password themselves. A failure to send shows 'Coult not send e-mail.' in the dialog.
 */
export function ResetLinkModal({ admin, onClose }: ResetLinkModalProps) {
  const send = useMutation(
    trpc.auth.forgotPassword.mutationOptions({
      onSuccess: () => {
        notifySuccess(`A password reset link has been sent to ${admin?.email}.`);
        send.reset();
        onClose();
      },
    }),
  );
  return <ResetLinkDialog email={admin?.email ?? null} send={send} onSend={() => admin && send.mutate({ email: admin.email })} onClose={onClose} />;
}
