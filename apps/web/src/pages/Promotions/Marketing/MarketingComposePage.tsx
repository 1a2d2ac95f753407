import { Anchor, Group, NativeSelect, Stack, Text, TextInput } from "@mantine/core";
import type { TModule } from "@paydesk/validators";
import { Link, useSearchParams } from "react-router";
import { MenuGate } from "../../../components/MenuGate/index.ts";
import { PageHeader } from "../../../components/PageHeader/index.ts";
import { QueryStates } from "../../../components/QueryStates/index.ts";
import { Composer, useConnections } from "../Composer/index.ts";
import { PROMOTION_ROUTES, promotionPath } from "../paths.ts";

/** The address parameter the list creation comes back with, so the new list is chosen. */
export const CREATED_LIST_PARAM = "list";

/** `/school/promote/constantcontact/compose`: a campaign to one of the marketing service's lists. */
export function MarketingComposePage() {
  return <MenuGate path={PROMOTION_ROUTES.marketing}>{(_session, module) => <MarketingCompose module={module} />}</MenuGate>;
}

function MarketingCompose({ module }: { module: TModule }) {
  const connections = useConnections(module);
  const [params] = useSearchParams();
  const createdList = params.get(CREATED_LIST_PARAM);
  return (
    <Stack gap="lg" maw={760}>
      <PageHeader title="E-mail marketing" description="Send an item's pay link to a contact list of your marketing service." />
      <QueryStates query={connections} rows={4}>
        {({ marketing }) => (
          <Composer
            module={module}
            channel="marketing"
            formLabel="E-mail marketing"
            submitLabel="Send"
            initialValues={{ listId: marketing.lists.some((list) => String(list.listId) === createdList) ? createdList : null }}
            channelFields={(form) => (
              <>
                <Stack gap={4}>
                  <NativeSelect
                    label="Contact list"
                    withAsterisk
                    data={[
                      { value: "", label: marketing.lists.length ? "Choose a list" : "No list yet" },
                      ...marketing.lists.map((list) => ({ value: String(list.listId), label: list.name })),
                    ]}
                    value={form.getValues().listId ?? ""}
                    onChange={(event) => form.setFieldValue("listId", event.currentTarget.value || null)}
                    error={form.errors.listId}
                  />
                  <Group gap={4}>
                    <Text size="sm" c="dimmed">
                      Need another audience?
                    </Text>
                    <Anchor component={Link} to={promotionPath(module, "createList")} size="sm">
                      Create a contact list
                    </Anchor>
                  </Group>
                </Stack>
                <TextInput label="Subject" withAsterisk {...form.getInputProps("subject")} />
              </>
            )}
          />
        )}
      </QueryStates>
    </Stack>
  );
}
