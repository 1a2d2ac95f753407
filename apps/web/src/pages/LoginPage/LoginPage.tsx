import { Alert, Box, Button, Center, Paper, PasswordInput, Stack, Text, TextInput, Title } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { ZLoginRequestSchema, type TLoginRequest } from "@paydesk/validators";
import { IconAlertCircle, IconCircleCheck } from "@tabler/icons-react";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { Navigate, useNavigate, useSearchParams } from "react-router";
import { FullPageLoader } from "../../components/FullPageLoader/index.ts";
import { Logo } from "../../components/Logo/index.ts";
import { errorMessage } from "../../lib/errors.ts";
import { sessionQueryOptions, useSession } from "../../lib/session.ts";
import { modulePath, safeNextPath, SIGNED_OUT_PARAM } from "../../navigation/paths.ts";
import { queryClient, trpc } from "../../trpc.ts";
import classes from "./LoginPage.module.css";

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
        await queryClient.fetchQuery(sessionQueryOptions());
        void navigate(next ?? modulePath(result.module), { replace: true });
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
    return <Navigate to={next ?? modulePath(session.data.homeModule)} replace />;
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
              <PasswordInput label="Password" autoComplete="current-password" {...form.getInputProps("password")} />
              <Button type="submit" fullWidth size="md" loading={login.isPending || login.isSuccess}>
                Sign in
              </Button>
            </Stack>
          </form>
        </Paper>
        <Text ta="center" size="xs" c="dimmed" mt="lg">
          Forgot your password? Your administrator can send you a reset link.
        </Text>
      </Box>
    </Center>
  );
}
