import { Alert, Anchor, Button, Stack, TextInput } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { ZForgotPasswordRequestSchema, type TForgotPasswordRequest } from "@paydesk/validators";
import { IconAlertCircle, IconMailCheck } from "@tabler/icons-react";
import { useMutation } from "@tanstack/react-query";
import { Link, useSearchParams } from "react-router";
import { errorMessage } from "../../lib/errors.ts";
import { trpc } from "../../trpc.ts";
import { AuthCard } from "./AuthCard.tsx";

/** `/login/forgot`: ask for a password reset link by e-mail (POST /login/forgot). */
export function ForgotPasswordPage() {
  const [params] = useSearchParams();
  const form = useForm<TForgotPasswordRequest>({
    initialValues: { email: params.get("email") ?? "" },
    validate: schemaResolver(ZForgotPasswordRequestSchema, { sync: true }),
  });
  const send = useMutation(trpc.auth.forgotPassword.mutationOptions());

  return (
    <AuthCard
      title="Forgot your password?"
      intro="Enter the e-mail address of your PayDesk account. We will send you a link to choose a new password."
      footer={
        <Anchor component={Link} to="/login" size="sm">
          Back to sign in
        </Anchor>
      }
    >
      {send.isSuccess ? (
        <Alert color="teal" variant="light" icon={<IconMailCheck size={18} aria-hidden />} data-testid="forgot-sent">
          {send.data.message} The link works once, for one hour.
        </Alert>
      ) : (
        <form noValidate onSubmit={form.onSubmit((values) => send.mutate(values))}>
          <Stack gap="md">
            {send.isError && (
              <Alert color="red" variant="light" icon={<IconAlertCircle size={18} aria-hidden />} data-testid="forgot-error">
                {errorMessage(send.error)}
              </Alert>
            )}
            <TextInput
              label="E-mail address"
              type="email"
              autoComplete="username"
              placeholder="you@example.org"
              autoFocus
              {...form.getInputProps("email")}
            />
            <Button type="submit" fullWidth size="md" loading={send.isPending}>
              Send reset link
            </Button>
          </Stack>
        </form>
      )}
    </AuthCard>
  );
}
