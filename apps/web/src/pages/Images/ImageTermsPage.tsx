import { Alert, Button, Card, Checkbox, List, Stack, Text } from "@mantine/core";
import { IMAGE_LIBRARY_MESSAGES, type TModule } from "@paydesk/validators";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Navigate, useNavigate } from "react-router";
import { MenuGate } from "../../components/MenuGate/index.ts";
import { PageHeader } from "../../components/PageHeader/index.ts";
import { useSession } from "../../lib/session.ts";
import { trpc } from "../../trpc.ts";

/** `/{module}/settings/images/terms`: the company accepts the image terms before its first upload. */
export function ImageTermsPage() {
  return <MenuGate path="settings/images/terms">{(_session, module) => <ImageTerms module={module} />}</MenuGate>;
}

/**
 * `/settings/images/terms` (docs/product/dashboard-images-promotions.md): the same page in the
 * user's own module.
 */
export function ImageTermsRedirect() {
  const { data: session } = useSession();
  if (!session) return null;
  return <Navigate to={`/${session.homeModule}/settings/images/terms`} replace />;
}

/**
 * The legacy call (docs/product/dashboard-images-promotions.md):
 * `POST /parent/account/settings/{setting}` with `value`.
 */
async function acceptTerms(): Promise<void> {
  const response = await fetch("/parent/account/settings/image_terms", {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json" },
    body: JSON.stringify({ value: 1 }),
  });
  if (!response.ok) throw new Error(IMAGE_LIBRARY_MESSAGES.termsFailed);
}

function ImageTerms({ module }: { module: TModule }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [agreed, setAgreed] = useState(false);
  const accept = useMutation({
    mutationFn: acceptTerms,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: trpc.images.library.pathKey() });
      await navigate(`/${module}/settings/images`);
    },
  });
  return (
    <Stack gap="lg" maw={760}>
      <PageHeader title="Image terms" description="What your organisation agrees to before it uploads pictures." />
      <Card withBorder padding="lg">
        <Stack gap="sm">
          <List size="sm" spacing="xs">
            <List.Item>You own the pictures you upload, or have the right to use them.</List.Item>
            <List.Item>Pictures of students are used only with their families' consent.</List.Item>
            <List.Item>Pictures are shown publicly on the pay pages of the items that use them.</List.Item>
            <List.Item>Your image plan sets how many pictures your library may keep.</List.Item>
          </List>
          <Checkbox label="I accept the image terms for my organisation" checked={agreed} onChange={(event) => setAgreed(event.currentTarget.checked)} />
          {accept.isError && (
            <Alert color="red" role="alert">
              {IMAGE_LIBRARY_MESSAGES.termsFailed}
            </Alert>
          )}
          <Text size="xs" c="dimmed">
            Accepted once for everyone in your organisation.
          </Text>
          <Button onClick={() => accept.mutate()} disabled={!agreed} loading={accept.isPending} w="fit-content">
            Accept the terms
          </Button>
        </Stack>
      </Card>
    </Stack>
  );
}
