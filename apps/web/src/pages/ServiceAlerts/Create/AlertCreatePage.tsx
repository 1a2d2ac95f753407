import { Button, Group, NativeSelect, Paper, Radio, Stack, Text, Textarea, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { ALERT_AUDIENCES, ALERT_MESSAGES, ZAlertFields, type TModule } from "@paydesk/validators";
import { skipToken, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { AccessDenied } from "../../../components/AccessDenied/index.ts";
import { CompanySuggest, useCompanyPick } from "../../../components/CompanySuggest/index.ts";
import { MenuGate } from "../../../components/MenuGate/index.ts";
import { PageHeader } from "../../../components/PageHeader/index.ts";
import { showServerError } from "../../../components/ServerErrors/index.ts";
import { displayTimeZone, zoneLabel } from "../../../lib/dates.ts";
import { notifySuccess } from "../../../lib/notify.tsx";
import { schemaErrors } from "../../../lib/schema-errors.ts";
import { trpc } from "../../../trpc.ts";
import { ALERT_TYPE_OPTIONS, AUDIENCE_LABELS, READER_OPTIONS, mayWriteAlerts } from "../format.tsx";
import { ALERT_PATHS } from "../paths.ts";
import { addressesCompany, alertEntryZone, EMPTY_ALERT, toAlertRequest, type AlertFormValues } from "./alert-form.ts";

/** `/{module}/promote/salerts/create`: control staff write an alert (the menu entry asks for control). */
export function AlertCreatePage() {
  return (
    <MenuGate path="promote/salerts/create">
      {(session, module) => (mayWriteAlerts(session) ? <AlertCreate module={module} /> : <AccessDenied />)}
    </MenuGate>
  );
}

function AlertCreate({ module }: { module: TModule }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const form = useForm<AlertFormValues>({
    mode: "controlled",
    initialValues: EMPTY_ALERT,
    // The same schema as the server, on the values as they will be sent (whether a time is one,
    // and the order of the two, do not depend on the zone they are read in).
    validate: (values) => {
      const result = ZAlertFields.safeParse(toAlertRequest(values, displayTimeZone()));
      return result.success ? {} : schemaErrors(result.error, "title");
    },
  });

  const create = useMutation(
    trpc.alerts.create.mutationOptions({
      onSuccess: async (alert) => {
        notifySuccess(ALERT_MESSAGES.created);
        await queryClient.invalidateQueries({ queryKey: trpc.alerts.pathKey() });
        await navigate(ALERT_PATHS.detail(module, alert.alertId));
      },
      onError: (error) => showServerError(form, error),
    }),
  );

  const companyPick = useCompanyPick((companyId) => form.setFieldValue("companyId", companyId));
  const { audience } = form.values;
  // Its times are entered on the clock its readers will see them on: the company addressed, or the author's own.
  const companyZone = useQuery(
    trpc.dates.timeZone.queryOptions(addressesCompany(form.values) ? { module, companyId: Number(form.values.companyId) } : skipToken),
  );
  const zone = alertEntryZone(form.values, displayTimeZone(), companyZone.data?.timeZone);
  return (
    <Stack gap="lg" maw={760}>
      <PageHeader
        title="New service alert"
        description="Administrators see it on their pages until they dismiss it or it ends."
      />
      <Paper p={{ base: "md", sm: "xl" }} radius="lg">
        <form
          noValidate
          aria-label="New service alert"
          onSubmit={form.onSubmit((values) => {
            if (zone) create.mutate({ module, ...toAlertRequest(values, zone) });
          })}
        >
          <Stack gap="md">
            <TextInput label="Title" withAsterisk {...form.getInputProps("title")} />
            <Textarea label="Message" withAsterisk autosize minRows={3} {...form.getInputProps("message")} />
            <NativeSelect label="Kind" data={ALERT_TYPE_OPTIONS} {...form.getInputProps("type")} />
            <Radio.Group label="Who sees it" {...form.getInputProps("audience")}>
              <Group mt="xs">
                {ALERT_AUDIENCES.map((value) => (
                  <Radio key={value} value={value} label={AUDIENCE_LABELS[value]} />
                ))}
              </Group>
            </Radio.Group>
            <NativeSelect
              label="Which staff"
              description="Show it only to the people it is true for and who can act on it."
              data={READER_OPTIONS}
              {...form.getInputProps("readerPermission")}
            />
            {audience !== "everyone" && (
              <CompanySuggest
                label="Company"
                withAsterisk
                placeholder="Type at least 2 letters of a name"
                {...companyPick}
                error={form.errors.companyId}
              />
            )}
            <Group grow align="flex-start">
              <TextInput
                label="Link"
                description="A page of this site (/school/items) or an https address"
                {...form.getInputProps("itemUrl")}
              />
              <TextInput label="Link text" {...form.getInputProps("itemTitle")} />
            </Group>
            <Text size="sm">
              {zone ? `Times in ${zoneLabel(zone)}${addressesCompany(form.values) ? ", the company's time zone" : ""}.` : "Reading the company's time zone…"}
            </Text>
            <Group grow align="flex-start">
              <TextInput type="datetime-local" label="Starts" description="Empty: now" {...form.getInputProps("startsAt")} />
              <TextInput
                type="datetime-local"
                label="Ends"
                description="Empty: until removed"
                {...form.getInputProps("endsAt")}
              />
            </Group>
            <Group justify="flex-end">
              <Button type="submit" loading={create.isPending || !zone}>
                Create alert
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
    </Stack>
  );
}
