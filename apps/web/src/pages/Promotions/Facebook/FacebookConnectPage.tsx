import { Alert, Button, Group, List, Paper, PasswordInput, Stack, Text } from "@mantine/core";
import { useForm } from "@mantine/form";
import type { TModule } from "@paydesk/validators";
import { IconAlertTriangle } from "@tabler/icons-react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useNavigate } from "react-router";
import { MenuGate } from "../../../components/MenuGate/index.ts";
import { PageHeader } from "../../../components/PageHeader/index.ts";
import { mapServerError } from "../../../components/ServerErrors/index.ts";
import { notifySuccess } from "../../../lib/notify.tsx";
import { trpc } from "../../../trpc.ts";
import { PROMOTION_ROUTES, promotionPath } from "../paths.ts";

/**
 * `/school/promote/facebook/confirm`: the user's access token from Facebook's login is handed to
 * the server, which reads the pages it manages. A refusal shows the product's Facebook message
 * (docs/product/dashboard-images-promotions.md).
 */
export function FacebookConnectPage() {
  return <MenuGate path={PROMOTION_ROUTES.facebookConnect}>{(_session, module) => <FacebookConnect module={module} />}</MenuGate>;
}

function FacebookConnect({ module }: { module: TModule }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm({ mode: "controlled", initialValues: { userAccessToken: "" } });

  const connect = useMutation(
    trpc.promotions.connectFacebook.mutationOptions({
      onSuccess: async ({ pages }) => {
        notifySuccess(`Connected ${pages.length === 1 ? "1 page" : `${pages.length} pages`}.`);
        await queryClient.invalidateQueries({ queryKey: trpc.promotions.connections.pathKey() });
        await navigate(promotionPath(module, "facebook"));
      },
      onError: (error) => {
        const { fieldErrors, message } = mapServerError(error, { fields: ["userAccessToken"] });
        form.setErrors(fieldErrors);
        setFailure(message);
      },
    }),
  );

  return (
    <Stack gap="lg" maw={640}>
      <PageHeader title="Connect a Facebook page" description="Let the platform post on the pages you manage." />
      <Paper p={{ base: "md", sm: "xl" }} radius="lg">
        <form
          noValidate
          aria-label="Connect a Facebook page"
          onSubmit={form.onSubmit(({ userAccessToken }) => {
            setFailure(null);
            connect.mutate({ module, userAccessToken: userAccessToken.trim() });
          })}
        >
          <Stack gap="md">
            {failure && (
              <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />} role="alert">
                {failure}
              </Alert>
            )}
            <List size="sm" c="dimmed" spacing={4}>
              <List.Item>Sign in to Facebook as an administrator of the page.</List.Item>
              <List.Item>Copy the user access token Facebook gives the platform, and paste it here.</List.Item>
            </List>
            <PasswordInput
              label="User access token"
              withAsterisk
              autoComplete="off"
              {...form.getInputProps("userAccessToken")}
            />
            <Text size="xs" c="dimmed">
              The token is sent to the server once and never shown again.
            </Text>
            <Group justify="flex-end">
              <Button type="submit" loading={connect.isPending}>
                Connect
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
    </Stack>
  );
}
