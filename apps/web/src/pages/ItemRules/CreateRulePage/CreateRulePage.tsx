import { Anchor, Breadcrumbs, Button, Paper, Skeleton, Stack, Text, Title } from "@mantine/core";
import type { TModule } from "@paydesk/validators";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Link, useNavigate, useParams } from "react-router";
import { AccessDenied } from "../../../components/AccessDenied/index.ts";
import type { FlashState } from "../../../lib/flash.ts";
import { hasPermission, useSession } from "../../../lib/session.ts";
import { modulePath } from "../../../navigation/paths.ts";
import { trpc } from "../../../trpc.ts";
import { ItemRulesGate } from "../Gate.tsx";
import { EMPTY_RULE, RuleForm } from "../RuleForm/index.ts";

/** `/{module}/items/rules/{itemId}/create`: a new rule for the item. */
export function CreateRulePage() {
  return (
    <ItemRulesGate>
      <CreateRule />
    </ItemRulesGate>
  );
}

function CreateRule() {
  const module = useParams().module as TModule;
  const itemId = Number(useParams().itemId);
  const { data: session } = useSession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const listHref = modulePath(module, `items/rules/${itemId}`);
  const rules = useQuery(trpc.itemRules.list.queryOptions({ module, itemId }));
  const create = useMutation(trpc.itemRules.create.mutationOptions());

  if (session && !hasPermission(session, "items.manage")) return <AccessDenied />;

  return (
    <Stack gap="lg" maw={720}>
      <div>
        <Breadcrumbs mb={6} fz="sm">
          <Anchor component={Link} to={modulePath(module, "items/rules")}>
            Item rules
          </Anchor>
          <Anchor component={Link} to={listHref}>
            {rules.data?.item.title ?? "Item"}
          </Anchor>
          <Text size="sm" c="dimmed">
            Create rule
          </Text>
        </Breadcrumbs>
        <Title order={1} fz={28}>
          Create rule
        </Title>
      </div>
      <Paper p={{ base: "md", sm: "xl" }} radius="lg">
        {rules.isPending ? (
          <Skeleton h={240} />
        ) : (
          <RuleForm
            initialValues={EMPTY_RULE}
            customFieldLabels={rules.data?.item.customFieldLabels ?? []}
            submitLabel="Create rule"
            pending={create.isPending}
            onSubmit={async (values) => {
              const rule = await create.mutateAsync({ module, itemId, ...values });
              await queryClient.invalidateQueries({ queryKey: trpc.itemRules.pathKey() });
              const state: FlashState = { flash: { kind: "success", message: `The rule ${rule.name} has been created.` } };
              await navigate(listHref, { state });
            }}
            cancel={
              <Button variant="default" component={Link} to={listHref}>
                Cancel
              </Button>
            }
          />
        )}
      </Paper>
    </Stack>
  );
}
