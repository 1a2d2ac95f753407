import { Alert, Button, Group, Input, Paper, Slider, Stack, Switch, Textarea, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { monitorRuleErrors } from "@paydesk/domain";
import { MONITOR_LEVEL, MONITOR_MESSAGES, ZMonitorFields, type TModule } from "@paydesk/validators";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Link, useNavigate, useParams } from "react-router";
import { AccessDenied } from "../../../components/AccessDenied/index.ts";
import { CompanySuggest, useCompanyPick } from "../../../components/CompanySuggest/index.ts";
import { MenuGate } from "../../../components/MenuGate/index.ts";
import { NotFound } from "../../../components/NotFound/index.ts";
import { PageHeader } from "../../../components/PageHeader/index.ts";
import { QueryStates } from "../../../components/QueryStates/index.ts";
import { mapServerError, showServerError } from "../../../components/ServerErrors/index.ts";
import { notifySuccess } from "../../../lib/notify.tsx";
import { schemaErrors } from "../../../lib/schema-errors.ts";
import { trpc } from "../../../trpc.ts";
import { MONITOR_PATHS, mayUseMonitors } from "../paths.ts";
import { ContactPrompt } from "./ContactPrompt.tsx";
import { MonitorActivity } from "./MonitorActivity.tsx";

/** `/{module}/operations/monitors/create`. */
export function MonitorCreatePage() {
  return (
    <MenuGate path="operations/monitors/create">
      {(session, module) => (mayUseMonitors(session) ? <MonitorForm module={module} initial={EMPTY} companyName="" /> : <AccessDenied />)}
    </MenuGate>
  );
}

/** `/{module}/operations/monitors/{id}/edit`: the form, the last run and the newest matches. */
export function MonitorEditPage() {
  const { monitorId } = useParams();
  return (
    <MenuGate path="operations/monitors/:monitorId/edit">
      {(session, module) => (mayUseMonitors(session) ? <MonitorEdit module={module} id={Number(monitorId)} /> : <AccessDenied />)}
    </MenuGate>
  );
}

export interface MonitorFormValues {
  companyId: string;
  hasProcess: boolean;
  processPattern: string;
  /** One query per line. */
  infoQueries: string;
  errorQueries: string;
  contactEmail: string;
  contact2Email: string;
  level: number;
}

const EMPTY: MonitorFormValues = {
  companyId: "",
  hasProcess: false,
  processPattern: "",
  infoQueries: "",
  errorQueries: "",
  contactEmail: "",
  contact2Email: "",
  level: 0,
};

const lines = (text: string) => text.split(/\r?\n/).map((line) => line.trim()).filter(Boolean);

function toRequest(values: MonitorFormValues) {
  return {
    ...values,
    companyId: values.companyId === "" ? undefined : Number(values.companyId),
    processPattern: values.processPattern || undefined,
    infoQueries: lines(values.infoQueries),
    errorQueries: lines(values.errorQueries),
    contactEmail: values.contactEmail || undefined,
    contact2Email: values.contact2Email || undefined,
  };
}

/** The server's schema and the domain's rules, on the values as they will be sent. */
function validate(values: MonitorFormValues): Record<string, string> {
  const request = toRequest(values);
  const parsed = ZMonitorFields.safeParse(request);
  const errors = parsed.success ? {} : schemaErrors(parsed.error, "companyId");
  for (const [field, message] of Object.entries(monitorRuleErrors(request))) errors[field] ??= message;
  return errors;
}

const CONTACT_FIELDS = ["contactEmail", "contact2Email"] as const;

function MonitorEdit({ module, id }: { module: TModule; id: number }) {
  const monitor = useQuery(trpc.monitors.get.queryOptions({ module, id }, { enabled: Number.isInteger(id) && id > 0 }));
  if (!Number.isInteger(id) || id <= 0) return <NotFound />;
  return (
    <QueryStates query={monitor}>
      {({ monitor: m }) => (
        <MonitorForm
          module={module}
          id={m.id}
          companyName={m.companyName}
          initial={{
            companyId: String(m.companyId),
            hasProcess: m.hasProcess,
            processPattern: m.processPattern ?? "",
            infoQueries: m.infoQueries.join("\n"),
            errorQueries: m.errorQueries.join("\n"),
            contactEmail: m.contactEmail ?? "",
            contact2Email: m.contact2Email ?? "",
            level: m.level,
          }}
        />
      )}
    </QueryStates>
  );
}

interface MonitorFormProps {
  module: TModule;
  id?: number;
  initial: MonitorFormValues;
  companyName: string;
}

function MonitorForm({ module, id, initial, companyName }: MonitorFormProps) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [missingContacts, setMissingContacts] = useState<string[] | null>(null);
  const form = useForm<MonitorFormValues>({ mode: "controlled", initialValues: initial, validate });
  const [pickedCompany, setPickedCompany] = useState(companyName);
  const companyPick = useCompanyPick((companyId, name) => {
    setPickedCompany(name);
    form.setFieldValue("companyId", companyId);
  }, companyName);

  const save = useMutation(
    trpc.monitors.save.mutationOptions({
      onSuccess: async (result) => {
        setMissingContacts(null);
        notifySuccess(MONITOR_MESSAGES.saved);
        await queryClient.invalidateQueries({ queryKey: trpc.monitors.pathKey() });
        if (!id) await navigate(MONITOR_PATHS.edit(module, result.monitor.id));
      },
      onError: (error) => {
        // Addresses that are not the company's contacts prompt creating them (docs/product/control-area.md).
        const { fieldErrors } = mapServerError(error, { fields: CONTACT_FIELDS });
        const missing = CONTACT_FIELDS.filter((field) => fieldErrors[field] === MONITOR_MESSAGES.contactsMissing);
        if (missing.length) setMissingContacts(missing.map((field) => form.getValues()[field].trim().toLowerCase()));
        else showServerError(form, error);
      },
    }),
  );
  const submit = (createContacts: boolean) => save.mutate({ module, id, createContacts, ...toRequest(form.getValues()) } as Parameters<typeof save.mutate>[0]);

  return (
    <Stack gap="lg" maw={820}>
      <PageHeader
        title={id ? `Monitor #${id}` : "New monitor"}
        description="Info queries are recorded and shown; a new match of an error query e-mails the contacts once."
        actions={
          <Button variant="default" component={Link} to={MONITOR_PATHS.list(module)}>
            All monitors
          </Button>
        }
      />
      <Paper p={{ base: "md", sm: "xl" }} radius="lg">
        <form noValidate aria-label={id ? `Monitor #${id}` : "New monitor"} onSubmit={form.onSubmit(() => submit(false))}>
          <Stack gap="md">
            <CompanySuggest
              label="Company"
              withAsterisk
              placeholder="Type at least 2 letters of a name"
              {...companyPick}
              error={form.errors.companyId}
            />
            <Switch label="Only events of some processes" {...form.getInputProps("hasProcess", { type: "checkbox" })} />
            {form.values.hasProcess && (
              <TextInput
                label="Process pattern"
                withAsterisk
                description="A /regex/ on the process name: payments.terminal, payments.online, postbacks.<plugin>, uploads.<kind>, jobs.<queue>"
                placeholder="/^postbacks\./"
                {...form.getInputProps("processPattern")}
              />
            )}
            <Group grow align="flex-start">
              <Textarea
                label="Error queries"
                description="One per line: text, or /regex/. A match e-mails the contacts."
                autosize
                minRows={3}
                {...form.getInputProps("errorQueries")}
              />
              <Textarea
                label="Info queries"
                description="One per line: text, or /regex/. A match is recorded."
                autosize
                minRows={3}
                {...form.getInputProps("infoQueries")}
              />
            </Group>
            <Group grow align="flex-start">
              <TextInput type="email" label="Contact e-mail" {...form.getInputProps("contactEmail")} />
              <TextInput type="email" label="Second contact e-mail" {...form.getInputProps("contact2Email")} />
            </Group>
            <Input.Wrapper label="Level" id="monitor-level" description={`From ${MONITOR_LEVEL.min} to ${MONITOR_LEVEL.max}`} error={form.errors.level}>
              <Slider
                mt="xs"
                mb="lg"
                min={MONITOR_LEVEL.min}
                max={MONITOR_LEVEL.max}
                step={1}
                marks={Array.from({ length: MONITOR_LEVEL.max - MONITOR_LEVEL.min + 1 }, (_, i) => ({ value: i + MONITOR_LEVEL.min, label: String(i + MONITOR_LEVEL.min) }))}
                thumbLabel="Level"
                value={form.values.level}
                onChange={(value) => form.setFieldValue("level", value)}
              />
            </Input.Wrapper>
            {Object.keys(form.errors).length > 0 && (
              <Alert color="red" variant="light" role="alert">
                The monitor was not saved: see the fields above.
              </Alert>
            )}
            <Group justify="flex-end">
              <Button type="submit" loading={save.isPending}>
                Save monitor
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
      {missingContacts && (
        <ContactPrompt
          emails={missingContacts}
          companyName={pickedCompany}
          pending={save.isPending}
          onCancel={() => setMissingContacts(null)}
          onConfirm={() => submit(true)}
        />
      )}
      {id && <MonitorActivity module={module} id={id} />}
    </Stack>
  );
}
