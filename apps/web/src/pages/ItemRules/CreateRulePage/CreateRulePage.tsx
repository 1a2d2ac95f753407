import { Anchor, Breadcrumbs, Button, Paper, Stack, Text } from "@mantine/core";
import type { TModule } from "@paydesk/validators";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Link, useNavigate, useParams } from "react-router";
import { MenuGate } from "../../../components/MenuGate/index.ts";
import { PageHeader } from "../../../components/PageHeader/index.ts";
import { QueryStates } from "../../../components/QueryStates/index.ts";
import type { FlashState } from "../../../lib/flash.ts";
import { modulePath } from "../../../navigation/paths.ts";
import { trpc } from "../../../trpc.ts";
import { EMPTY_RULE, RuleForm } from "../RuleForm/index.ts";

/** `/{module}/items/rules/{itemId}/create`: a new rule for the item. */
export function CreateRulePage() {
  return <MenuGate path="items/rules/:itemId/create">{() => <CreateRule />}</MenuGate>;
}

function CreateRule() {
  const module = useParams().module as TModule;
  const itemId = Number(useParams().itemId);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const listHref = modulePath(module, `items/rules/${itemId}`);
  const rules = useQuery(trpc.itemRules.list.queryOptions({ module, itemId }));
  const create = useMutation(trpc.itemRules.create.mutationOptions());

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
        <PageHeader title="Create rule" />
      </div>
      <Paper p={{ base: "md", sm: "xl" }} radius="lg">
        <QueryStates query={rules} rows={4}>
          {({ item }) => (
            <RuleForm
              initialValues={EMPTY_RULE}
              customFieldLabels={item.customFieldLabels}
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
        </QueryStates>
      </Paper>
    </Stack>
  );
}
