import { Alert, Badge, Button, Group, Modal, Paper, Select, SimpleGrid, Stack, Table, Text, TextInput } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import type { AppRouter } from "@paydesk/api";
import {
  DATE_TITLE_MAX,
  IMPORTANT_DATE_KIND_LABELS,
  IMPORTANT_DATE_KINDS,
  ZImportantDateFieldsSchema,
  type TImportantDateKind,
  type TModule,
} from "@paydesk/validators";
import { IconAlertTriangle, IconPencil, IconPlus, IconTrash } from "@tabler/icons-react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { inferRouterOutputs } from "@trpc/server";
import { useState } from "react";
import { MenuGate } from "../../components/MenuGate/index.ts";
import { PageHeader } from "../../components/PageHeader/index.ts";
import { QueryStates } from "../../components/QueryStates/index.ts";
import { mapServerError } from "../../components/ServerErrors/index.ts";
import { canChooseSite, SitePicker, useSiteParam, type Site } from "../../components/SitePicker/index.ts";
import { errorMessage } from "../../lib/errors.ts";
import { notifyError, notifySuccess } from "../../lib/notify.tsx";
import { hasPermission, type Session } from "../../lib/session.ts";
import { trpc } from "../../trpc.ts";

export const DATES_PATH = "settings/dates";

type DateRow = inferRouterOutputs<AppRouter>["dates"]["list"]["dates"][number];

const DAY = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeZone: "UTC" });
/** A YYYY-MM-DD day shown in the reader's words; read as UTC so no time zone moves it. */
const showDay = (day: string) => DAY.format(new Date(`${day}T00:00:00Z`));
const span = (row: DateRow) =>
  row.endsOn && row.endsOn !== row.startsOn ? `${showDay(row.startsOn)} – ${showDay(row.endsOn)}` : showDay(row.startsOn);

/** `/{module}/settings/dates*` (spec 2 §2): the school year and important dates of a site. */
export function ImportantDatesPage() {
  return <MenuGate path={DATES_PATH}>{(session, module) => <DatesScreen session={session} module={module} />}</MenuGate>;
}

function DatesScreen({ session, module }: { session: Session; module: TModule }) {
  const [site, setSite] = useSiteParam(session);
  const canManage = hasPermission(session, "settings.manage");
  const [editing, setEditing] = useState<DateRow | "new" | null>(null);
  const [deleting, setDeleting] = useState<DateRow | null>(null);
  const dates = useQuery(trpc.dates.list.queryOptions({ module, companyId: site.id }));

  return (
    <Stack gap="lg" maw={1000}>
      <PageHeader
        title="School year and dates"
        description={`The school year, terms, breaks and events of ${site.name}. Dates set above it (by the district) are shown too.`}
        actions={
          canManage && (
            <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing("new")}>
              Add date
            </Button>
          )
        }
      />
      {canChooseSite(session) && (
        <Paper p="md" radius="lg">
          <SitePicker value={site} onChange={setSite} w={{ base: "100%", sm: 400 }} />
        </Paper>
      )}
      <Paper radius="lg" p={0} style={{ overflow: "hidden" }}>
        <QueryStates
          query={dates}
          isEmpty={(data) => data.dates.length === 0}
          empty={
            <Text p="xl" ta="center" c="dimmed">
              No dates yet.
            </Text>
          }
        >
          {(data) => (
            <Table verticalSpacing="sm" horizontalSpacing="md" aria-label="Dates">
              <Table.Thead bg="var(--mantine-color-gray-0)">
                <Table.Tr>
                  <Table.Th>When</Table.Th>
                  <Table.Th>Name</Table.Th>
                  <Table.Th>Kind</Table.Th>
                  {canManage && <Table.Th aria-label="Actions" />}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.dates.map((row) => (
                  <Table.Tr key={row.id} data-testid="date-row">
                    <Table.Td>{span(row)}</Table.Td>
                    <Table.Td>
                      <Text size="sm" fw={600}>
                        {row.title}
                      </Text>
                      {row.inherited && (
                        <Text size="xs" c="dimmed">
                          Set by {row.companyName}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>
                      <Badge variant="light" tt="none">
                        {IMPORTANT_DATE_KIND_LABELS[row.kind]}
                      </Badge>
                    </Table.Td>
                    {canManage && (
                      <Table.Td ta="right">
                        {!row.inherited && (
                          <Group gap={4} justify="flex-end" wrap="nowrap">
                            <Button
                              size="xs"
                              variant="subtle"
                              leftSection={<IconPencil size={14} aria-hidden />}
                              aria-label={`Edit ${row.title}`}
                              onClick={() => setEditing(row)}
                            >
                              Edit
                            </Button>
                            <Button
                              size="xs"
                              variant="subtle"
                              color="red"
                              leftSection={<IconTrash size={14} aria-hidden />}
                              aria-label={`Delete ${row.title}`}
                              onClick={() => setDeleting(row)}
                            >
                              Delete
                            </Button>
                          </Group>
                        )}
                      </Table.Td>
                    )}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
        </QueryStates>
      </Paper>
      {editing && (
        <DateFormModal module={module} site={site} row={editing === "new" ? null : editing} onClose={() => setEditing(null)} />
      )}
      {deleting && <DeleteDateModal module={module} row={deleting} onClose={() => setDeleting(null)} />}
    </Stack>
  );
}

interface DateFormValues {
  kind: TImportantDateKind;
  title: string;
  startsOn: string;
  endsOn: string;
}

const KIND_OPTIONS = IMPORTANT_DATE_KINDS.map((kind) => ({ value: kind, label: IMPORTANT_DATE_KIND_LABELS[kind] }));

function DateFormModal({
  module,
  site,
  row,
  onClose,
}: {
  module: TModule;
  site: Site;
  row: DateRow | null;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const form = useForm<DateFormValues>({
    initialValues: {
      kind: row?.kind ?? "SCHOOL_YEAR",
      title: row?.title ?? "",
      startsOn: row?.startsOn ?? "",
      endsOn: row?.endsOn ?? "",
    },
    validate: schemaResolver(ZImportantDateFieldsSchema, { sync: true }),
  });
  const options = {
    onSuccess: () => {
      notifySuccess("Saved");
      void queryClient.invalidateQueries({ queryKey: trpc.dates.list.pathKey() });
      onClose();
    },
    // The server names fields under `fields.` (its request wraps them).
    onError: (error: unknown) => {
      const { fieldErrors, message } = mapServerError(error, {
        fields: Object.keys(form.getValues()),
        fieldName: (f) => f.replace(/^fields\./, ""),
      });
      if (Object.keys(fieldErrors).length > 0) form.setErrors(fieldErrors);
      else notifyError(message);
    },
  };
  const create = useMutation(trpc.dates.create.mutationOptions(options));
  const update = useMutation(trpc.dates.update.mutationOptions(options));
  const title = row ? `Edit ${row.title}` : "Add date";
  return (
    <Modal opened onClose={onClose} title={title} centered>
      <form
        noValidate
        onSubmit={form.onSubmit((values) =>
          row
            ? update.mutate({ module, dateId: row.id, fields: values })
            : create.mutate({ module, companyId: site.id, fields: values }),
        )}
      >
        <Stack gap="md">
          <Select label="Kind" data={KIND_OPTIONS} allowDeselect={false} {...form.getInputProps("kind")} />
          <TextInput
            label="Name"
            placeholder="e.g. 2026-27 school year"
            maxLength={DATE_TITLE_MAX}
            data-autofocus
            {...form.getInputProps("title")}
          />
          <SimpleGrid cols={2}>
            <TextInput type="date" label="First day" {...form.getInputProps("startsOn")} />
            <TextInput type="date" label="Last day" description="Empty for a single day." {...form.getInputProps("endsOn")} />
          </SimpleGrid>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={create.isPending || update.isPending}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

function DeleteDateModal({ module, row, onClose }: { module: TModule; row: DateRow; onClose: () => void }) {
  const queryClient = useQueryClient();
  const remove = useMutation(
    trpc.dates.delete.mutationOptions({
      onSuccess: (answer) => {
        notifySuccess(answer.message);
        void queryClient.invalidateQueries({ queryKey: trpc.dates.list.pathKey() });
        onClose();
      },
    }),
  );
  return (
    <Modal opened onClose={onClose} title={`Delete ${row.title}`} centered>
      <Stack gap="md">
        <Text size="sm">
          Delete {row.title} ({span(row)})? This cannot be undone.
        </Text>
        {remove.isError && (
          <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />} role="alert">
            {errorMessage(remove.error)}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button color="red" loading={remove.isPending} onClick={() => remove.mutate({ module, dateId: row.id })}>
            Delete
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
