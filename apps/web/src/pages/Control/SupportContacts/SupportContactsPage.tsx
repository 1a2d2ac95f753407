import { Button, Group, Paper, Stack, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import type { AppRouter, inferRouterOutputs } from "@paydesk/api";
import { SUPPORT_CONTACT_MESSAGES, ZSupportContactFields } from "@paydesk/validators";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useParams } from "react-router";
import { DataList, type DataColumns } from "../../../components/DataList/index.ts";
import { MenuGate } from "../../../components/MenuGate/index.ts";
import { NotFound } from "../../../components/NotFound/index.ts";
import { PageHeader } from "../../../components/PageHeader/index.ts";
import { showServerError } from "../../../components/ServerErrors/index.ts";
import { notifySuccess } from "../../../lib/notify.tsx";
import { schemaErrors } from "../../../lib/schema-errors.ts";
import { trpc } from "../../../trpc.ts";

type SupportContact = inferRouterOutputs<AppRouter>["supportContacts"]["list"]["contacts"][number];

const CONTACT_COLUMNS: DataColumns<SupportContact> = [
  { header: "E-mail", cell: (contact) => contact.email },
  { header: "Name", cell: (contact) => contact.name || "—" },
];

/** `/control/company/{id}/supportcontact/index`: a company's support contacts, and adding one. */
export function SupportContactsPage() {
  const { companyId } = useParams();
  const id = Number(companyId);
  return (
    <MenuGate path="company/:companyId/supportcontact/index">
      {() => (Number.isInteger(id) && id > 0 ? <SupportContacts companyId={id} /> : <NotFound />)}
    </MenuGate>
  );
}

function SupportContacts({ companyId }: { companyId: number }) {
  const module = "control" as const;
  const queryClient = useQueryClient();
  const contacts = useQuery(trpc.supportContacts.list.queryOptions({ module, companyId }));
  const form = useForm({
    mode: "controlled",
    initialValues: { email: "", name: "" },
    validate: (values) => {
      const result = ZSupportContactFields.safeParse(values);
      return result.success ? {} : schemaErrors(result.error, "email");
    },
  });
  const create = useMutation(
    trpc.supportContacts.create.mutationOptions({
      onSuccess: async () => {
        notifySuccess(SUPPORT_CONTACT_MESSAGES.created);
        form.reset();
        await queryClient.invalidateQueries({ queryKey: trpc.supportContacts.pathKey() });
      },
      onError: (error) => showServerError(form, error),
    }),
  );
  const companyName = contacts.data?.company.name;
  return (
    <Stack gap="lg" maw={900}>
      <PageHeader
        title={companyName ? `Support contacts of ${companyName}` : "Support contacts"}
        description="The addresses this company's monitors e-mail when an error query matches."
      />
      <DataList
        query={contacts}
        rows={(data) => data.contacts}
        rowKey={(contact) => contact.id}
        rowProps={() => ({ "data-testid": "support-contact-row" })}
        label="Support contacts"
        columns={CONTACT_COLUMNS}
        empty="No support contacts yet."
      />
      <Paper p={{ base: "md", sm: "xl" }} radius="lg">
        <form noValidate aria-label="New support contact" onSubmit={form.onSubmit((values) => create.mutate({ module, companyId, ...values }))}>
          <Group align="flex-start" grow>
            <TextInput type="email" label="E-mail" withAsterisk {...form.getInputProps("email")} />
            <TextInput label="Name" {...form.getInputProps("name")} />
          </Group>
          <Group justify="flex-end" mt="md">
            <Button type="submit" loading={create.isPending}>
              Add contact
            </Button>
          </Group>
        </form>
      </Paper>
    </Stack>
  );
}
