import { Alert, Anchor, Box, Button, Center, Group, Paper, PasswordInput, Stack, Text, TextInput, Title } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { ZLoginRequestSchema, type TLoginRequest } from "@paydesk/validators";
import { IconAlertCircle, IconCircleCheck } from "@tabler/icons-react";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { Link, Navigate, useNavigate, useSearchParams } from "react-router";
import { FullPageLoader } from "../../components/FullPageLoader/index.ts";
import { Logo } from "../../components/Logo/index.ts";
import { errorMessage } from "../../lib/errors.ts";
import { sessionQueryOptions, useSession, type Session } from "../../lib/session.ts";
import { modulePath, safeNextPath, SIGNED_OUT_PARAM } from "../../navigation/paths.ts";
import { queryClient, trpc } from "../../trpc.ts";
import classes from "./LoginPage.module.css";

const MUST_CHANGE_PASSWORD = "Your administrator asks you to choose a new password before you continue.";

/**
 * Where a signed-in user lands: the password screen first when an administrator asked them to
 * choose a new password (auth.session's mustChangePassword), else where they were going.
 */
function landing(session: Session, next: string | null): { to: string; state?: unknown } {
  if (session.mustChangePassword) {
    return {
      to: modulePath(session.homeModule, "account/password"),
      state: { flash: { kind: "info", message: MUST_CHANGE_PASSWORD } },
    };
  }
  return { to: next ?? modulePath(session.homeModule) };
}

export function LoginPage() {
  const session = useSession();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const next = safeNextPath(params.get("next"));
  const signedOut = params.get(SIGNED_OUT_PARAM) === "1";
  const [failure, setFailure] = useState<string | null>(null);

  const form = useForm<TLoginRequest>({
    initialValues: { email: "", password: "" },
    validate: schemaResolver(ZLoginRequestSchema, { sync: true }),
  });

  const login = useMutation(
    trpc.auth.login.mutationOptions({
      onMutate: () => setFailure(null),
      onSuccess: async (result) => {
        // A new user: drop whatever the previous one left in the cache, then learn who we are.
        queryClient.clear();
        const signedIn = await queryClient.fetchQuery(sessionQueryOptions());
        const { to, state } = signedIn ? landing(signedIn, next) : { to: next ?? modulePath(result.module), state: undefined };
        void navigate(to, { replace: true, state });
      },
      onError: (error) => {
        setFailure(errorMessage(error));
        form.setFieldValue("password", "");
      },
    }),
  );

  if (session.isPending) return <FullPageLoader />;
  // Already signed in (or just signed in): go on. Skipped while the sign-in itself is finishing.
  if (session.data && !login.isPending && !login.isSuccess) {
    const { to, state } = landing(session.data, next);
    return <Navigate to={to} state={state} replace />;
  }

  return (
    <Center className={classes.page} mih="100vh" p="md">
      <Box w="100%" maw={420}>
        <Stack align="center" gap="xs" mb="xl">
          <Logo size="lg" />
          <Text c="dimmed" size="sm">
            Payments and administration for schools, vendors and businesses
          </Text>
        </Stack>
        <Paper p="xl" radius="lg" shadow="sm">
          <Title order={1} fz={22} mb={4}>
            Sign in
          </Title>
          <Text c="dimmed" size="sm" mb="lg">
            Use the e-mail address and password of your PayDesk account.
          </Text>
          <form noValidate onSubmit={form.onSubmit((values) => login.mutate(values))}>
            <Stack gap="md">
              {signedOut && !failure && !login.isPending && (
                <Alert color="teal" variant="light" icon={<IconCircleCheck size={18} aria-hidden />}>
                  You have been signed out.
                </Alert>
              )}
              {failure && (
                <Alert color="red" variant="light" icon={<IconAlertCircle size={18} aria-hidden />} data-testid="login-error">
                  {failure}
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
              <Stack gap={4}>
                <PasswordInput label="Password" autoComplete="current-password" {...form.getInputProps("password")} />
                <Group justify="flex-end">
                  <Anchor
                    component={Link}
                    to={
                      form.values.email.trim()
                        ? `/login/forgot?email=${encodeURIComponent(form.values.email.trim())}`
                        : "/login/forgot"
                    }
                    size="sm"
                  >
                    Forgot your password?
                  </Anchor>
                </Group>
              </Stack>
              <Button type="submit" fullWidth size="md" loading={login.isPending || login.isSuccess}>
                Sign in
              </Button>
            </Stack>
          </form>
        </Paper>
      </Box>
    </Center>
  );
}
