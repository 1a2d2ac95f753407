import { Alert, Anchor, Button, PasswordInput, Skeleton, Stack } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { RESET_MESSAGES, ZResetPasswordFields, type TResetPasswordFields } from "@paydesk/validators";
import { IconAlertCircle } from "@tabler/icons-react";
import { useMutation, useQuery } from "@tanstack/react-query";
import { Link, useNavigate, useParams } from "react-router";
import { PasswordStrengthMeter } from "../../components/PasswordStrengthMeter/index.ts";
import { errorMessage } from "../../lib/errors.ts";
import { showServerError } from "../../components/ServerErrors/index.ts";
import { queryClient, trpc } from "../../trpc.ts";
import { AuthCard } from "./AuthCard.tsx";

const BACK = (
  <Anchor component={Link} to="/login" size="sm">
    Back to sign in
  </Anchor>
);

/** `/login/reset/{token}`: the page the e-mailed link opens. The link works once, for one hour. */
export function ResetPasswordPage() {
  const token = useParams().token ?? "";
  const navigate = useNavigate();
  // Asked once: a used link must not turn valid again from a cached answer, nor the reverse.
  const check = useQuery({ ...trpc.auth.checkResetToken.queryOptions({ token }), staleTime: Infinity, retry: false });
  const form = useForm<TResetPasswordFields>({
    mode: "controlled",
    initialValues: { newPassword: "", newPassword2: "" },
    validate: schemaResolver(ZResetPasswordFields, { sync: true }),
    validateInputOnBlur: ["newPassword", "newPassword2"],
  });
  const reset = useMutation(
    trpc.auth.resetPassword.mutationOptions({
      onSuccess: async (result) => {
        // Every session of the account has ended, this browser's included.
        queryClient.clear();
        await navigate("/login", { replace: true, state: { flash: { kind: "success", message: result.message } } });
      },
      onError: (error) => showServerError(form, error),
    }),
  );

  // Not QueryStates: a failed check is the product's "link no longer works" screen, with no retry
  // (docs/product/accounts-and-roles.md).
  if (check.isPending) {
    return (
      <AuthCard title="Choose a new password">
        <Stack gap="md">
          <Skeleton height={36} />
          <Skeleton height={36} />
        </Stack>
      </AuthCard>
    );
  }

  const invalid = check.isError || !check.data.valid;
  if (invalid || (reset.isError && errorMessage(reset.error) === RESET_MESSAGES.invalidLink)) {
    return (
      <AuthCard title="This link no longer works" footer={BACK}>
        <Stack gap="md">
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} aria-hidden />} data-testid="reset-invalid">
            {check.isError ? errorMessage(check.error) : RESET_MESSAGES.invalidLink}
          </Alert>
          <Button component={Link} to="/login/forgot" fullWidth>
            Ask for a new link
          </Button>
        </Stack>
      </AuthCard>
    );
  }

  const email = check.data.email ?? "";
  return (
    <AuthCard
      title="Choose a new password"
      intro={<>For {email}. Use at least 6 characters that you do not use anywhere else.</>}
      footer={BACK}
    >
      <form noValidate onSubmit={form.onSubmit((values) => reset.mutate({ token, ...values }))}>
        <Stack gap="md">
          {/* Lets password managers save the new password for the right account. */}
          <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
          <Stack gap={6}>
            <PasswordInput label="New password" autoComplete="new-password" autoFocus {...form.getInputProps("newPassword")} />
            <PasswordStrengthMeter password={form.values.newPassword} userInputs={[email, email.split("@")[0] ?? ""]} />
          </Stack>
          <PasswordInput label="Confirm new password" autoComplete="new-password" {...form.getInputProps("newPassword2")} />
          <Button type="submit" fullWidth size="md" loading={reset.isPending}>
            Set new password
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
