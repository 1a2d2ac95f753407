import { Badge, Button, Card, Group, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { IMAGE_PLAN_ORDER, IMAGE_PLANS, isUpgrade } from "@paydesk/domain";
import type { TModule } from "@paydesk/validators";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useNavigate, useParams } from "react-router";
import { MenuGate } from "../../components/MenuGate/index.ts";
import { PageHeader } from "../../components/PageHeader/index.ts";
import { QueryStates } from "../../components/QueryStates/index.ts";
import { errorMessage } from "../../lib/errors.ts";
import { notifyError, notifySuccess } from "../../lib/notify.tsx";
import { trpc } from "../../trpc.ts";

/** `/school|vendor/images/upgrade[/{plan}]`: the plans side by side; a higher one is taken at once. */
export function ImageUpgradePage() {
  return <MenuGate path="images/upgrade">{(_session, module) => <ImageUpgrade module={module} />}</MenuGate>;
}

function ImageUpgrade({ module }: { module: TModule }) {
  const { plan: wanted } = useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const library = useQuery(trpc.images.library.queryOptions({ module }));
  const upgrade = useMutation(
    trpc.images.upgradePlan.mutationOptions({
      onSuccess: async (result) => {
        notifySuccess(result.message);
        await queryClient.invalidateQueries({ queryKey: trpc.images.library.pathKey() });
        await navigate(`/${module}/settings/images`);
      },
      onError: (error) => notifyError(errorMessage(error)),
    }),
  );
  return (
    <Stack gap="lg" maw={960}>
      <PageHeader title="Upgrade your image plan" description="Keep more pictures in your image library." />
      <QueryStates query={library} rows={3}>
        {(data) => (
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            {IMAGE_PLAN_ORDER.map((key) => {
              const plan = IMAGE_PLANS[key];
              const current = data.plan === key;
              const highlighted = wanted?.toUpperCase() === key;
              return (
                <Card key={key} withBorder padding="lg" style={highlighted ? { borderColor: "var(--mantine-color-indigo-6)" } : undefined}>
                  <Stack gap="sm">
                    <Group justify="space-between">
                      <Title order={2} fz="lg">
                        {plan.label}
                      </Title>
                      {current && <Badge>Your plan</Badge>}
                    </Group>
                    <Text size="sm">{plan.limit === null ? "As many images as you need" : `Up to ${plan.limit} images`}</Text>
                    {key !== "BASIC" && isUpgrade(data.plan, key) && (
                      <Button onClick={() => upgrade.mutate({ module, plan: key as "PLUS" | "UNLIMITED" })} loading={upgrade.isPending && upgrade.variables?.plan === key}>
                        Upgrade to {plan.label}
                      </Button>
                    )}
                  </Stack>
                </Card>
              );
            })}
          </SimpleGrid>
        )}
      </QueryStates>
    </Stack>
  );
}
