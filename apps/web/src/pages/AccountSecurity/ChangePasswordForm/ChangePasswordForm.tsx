import { Button, Group, Paper, PasswordInput, Stack, Text } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { ZChangePasswordFields, type TChangePasswordFields, type TModule } from "@paydesk/validators";
import { useMutation } from "@tanstack/react-query";
import { useMemo, useRef } from "react";
import { Captcha, type CaptchaHandle } from "../../../components/Captcha/index.ts";
import { PasswordStrengthMeter } from "../../../components/PasswordStrengthMeter/index.ts";
import { showServerError } from "../../../components/ServerErrors/index.ts";
import { notifySuccess } from "../../../lib/notify.tsx";
import type { Session } from "../../../lib/session.ts";
import { trpc } from "../../../trpc.ts";

const EMPTY: TChangePasswordFields = { oldPassword: "", newPassword: "", newPassword2: "", captcha: "" };

interface ChangePasswordFormProps {
  module: TModule;
  session: Session;
}

export function ChangePasswordForm({ module, session }: ChangePasswordFormProps) {
  const captcha = useRef<CaptchaHandle>(null);
  const form = useForm<TChangePasswordFields>({
    mode: "controlled",
    initialValues: EMPTY,
    // The server validates with the same schema: the same messages appear before and after submit.
    validate: schemaResolver(ZChangePasswordFields, { sync: true }),
    validateInputOnBlur: ["newPassword", "newPassword2"],
  });

  const change = useMutation(
    trpc.account.changePassword.mutationOptions({
      onSuccess: (result) => {
        notifySuccess(result.message);
        form.reset();
        captcha.current?.reset();
      },
      onError: (error) => {
        // The server spends the captcha before it checks the rest: every attempt needs a new one.
        captcha.current?.reset({ solveNow: true });
        showServerError(form, error);
      },
    }),
  );

  const { email, name } = session.user;
  const userInputs = useMemo(() => [email, name, ...name.split(/\s+/), email.split("@")[0] ?? ""], [email, name]);

  return (
    <Paper p={{ base: "md", sm: "xl" }} radius="lg" maw={520}>
      <form noValidate onSubmit={form.onSubmit((values) => change.mutate({ module, ...values }))}>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            Choose a password of at least 6 characters that you do not use anywhere else. Your other signed-in devices are signed
            out when it changes.
          </Text>
          <PasswordInput label="Current password" autoComplete="current-password" {...form.getInputProps("oldPassword")} />
          <Stack gap={6}>
            <PasswordInput label="New password" autoComplete="new-password" {...form.getInputProps("newPassword")} />
            <PasswordStrengthMeter password={form.values.newPassword} userInputs={userInputs} />
          </Stack>
          <PasswordInput label="Confirm new password" autoComplete="new-password" {...form.getInputProps("newPassword2")} />
          <Captcha ref={captcha} onChange={(payload) => form.setFieldValue("captcha", payload)} error={form.errors.captcha} />
          <Group justify="flex-end" mt="xs">
            <Button type="submit" loading={change.isPending}>
              Change password
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
