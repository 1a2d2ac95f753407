import { Button, Group, Paper, Stack, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { ZCreateMarketingListRequestSchema, type TModule } from "@paydesk/validators";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Link, useNavigate } from "react-router";
import { MenuGate } from "../../../components/MenuGate/index.ts";
import { PageHeader } from "../../../components/PageHeader/index.ts";
import { showServerError } from "../../../components/ServerErrors/index.ts";
import { notifySuccess } from "../../../lib/notify.tsx";
import { schemaErrors } from "../../../lib/schema-errors.ts";
import { trpc } from "../../../trpc.ts";
import { PROMOTION_ROUTES, promotionPath } from "../paths.ts";
import { CREATED_LIST_PARAM } from "./MarketingComposePage.tsx";

/** `/school/promote/create/cc`: a new contact list at the marketing service, then back to compose with it chosen. */
export function CreateListPage() {
  return <MenuGate path={PROMOTION_ROUTES.createList}>{(_session, module) => <CreateList module={module} />}</MenuGate>;
}

function CreateList({ module }: { module: TModule }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const form = useForm({
    mode: "controlled",
    initialValues: { name: "" },
    validate: ({ name }) => {
      const result = ZCreateMarketingListRequestSchema.safeParse({ module, name });
      return result.success ? {} : schemaErrors(result.error, "name");
    },
  });
  const create = useMutation(
    trpc.promotions.createMarketingList.mutationOptions({
      onSuccess: async (list) => {
        notifySuccess(`Created the list ${list.name}.`);
        // The composer reads its lists from this cache as it opens: the new one must be there
        // already, or the form starts without it chosen.
        queryClient.setQueryData(trpc.promotions.connections.queryKey({ module }), (old) =>
          old ? { ...old, marketing: { ...old.marketing, lists: [...old.marketing.lists, list] } } : old,
        );
        await queryClient.invalidateQueries({ queryKey: trpc.promotions.connections.pathKey() });
        await navigate(`${promotionPath(module, "marketing")}?${CREATED_LIST_PARAM}=${encodeURIComponent(String(list.listId))}`);
      },
      onError: (error) => showServerError(form, error),
    }),
  );

  return (
    <Stack gap="lg" maw={640}>
      <PageHeader title="New contact list" description="A list at your marketing service to send campaigns to." />
      <Paper p={{ base: "md", sm: "xl" }} radius="lg">
        <form noValidate aria-label="New contact list" onSubmit={form.onSubmit(({ name }) => create.mutate({ module, name: name.trim() }))}>
          <Stack gap="md">
            <TextInput label="List name" withAsterisk maxLength={100} {...form.getInputProps("name")} />
            <Group justify="flex-end">
              <Button component={Link} to={promotionPath(module, "marketing")} variant="default">
                Back to the message
              </Button>
              <Button type="submit" loading={create.isPending}>
                Create list
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
    </Stack>
  );
}
