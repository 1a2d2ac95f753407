import { Alert, Anchor, Button, Stack } from "@mantine/core";
import { IconAlertCircle, IconCircleCheck } from "@tabler/icons-react";
import { useMutation } from "@tanstack/react-query";
import { Link, useParams } from "react-router";
import { errorMessage } from "../../lib/errors.ts";
import { queryClient, trpc } from "../../trpc.ts";
import { AuthCard } from "../PasswordReset/AuthCard.tsx";

const SIGN_IN = (
  <Anchor component={Link} to="/login" size="sm">
    Go to sign in
  </Anchor>
);

/**
 * `/account/confirm-email/{token}`: the page the link sent to a new sign-in e-mail opens. The change
 * happens on the button, not on opening the page, so a mail scanner that follows links cannot
 * confirm it. The link works once, for 24 hours.
 */
export function ConfirmEmailPage() {
  const token = useParams().token ?? "";
  const confirm = useMutation(
    trpc.profile.confirmEmail.mutationOptions({
      // Every session of the account has ended, this browser's included.
      onSuccess: () => queryClient.clear(),
    }),
  );

  if (confirm.isSuccess) {
    return (
      <AuthCard title="Your e-mail has changed" footer={SIGN_IN}>
        <Stack gap="md">
          <Alert color="green" variant="light" icon={<IconCircleCheck size={18} aria-hidden />} role="status" data-testid="email-confirmed">
            {confirm.data.message}
          </Alert>
          <Button component={Link} to="/login" fullWidth>
            Sign in as {confirm.data.email}
          </Button>
        </Stack>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Confirm your new e-mail"
      intro="Once confirmed, you sign in with this address, and every browser signed in to your account is signed out."
      footer={SIGN_IN}
    >
      <Stack gap="md">
        {confirm.isError && (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} aria-hidden />} role="alert" data-testid="email-confirm-failed">
            {errorMessage(confirm.error)}
          </Alert>
        )}
        <Button fullWidth size="md" loading={confirm.isPending} disabled={confirm.isError} onClick={() => confirm.mutate({ token })}>
          Confirm new e-mail
        </Button>
      </Stack>
    </AuthCard>
  );
}
