import { Button, Group, Modal, Select, SimpleGrid, Stack, TextInput } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import {
  DATE_TITLE_MAX,
  IMPORTANT_DATE_KIND_LABELS,
  IMPORTANT_DATE_KINDS,
  ZImportantDateFieldsSchema,
  type TImportantDateKind,
  type TModule,
} from "@paydesk/validators";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { mapServerError } from "../../components/ServerErrors/index.ts";
import type { Site } from "../../components/SitePicker/index.ts";
import { notifyError, notifySuccess } from "../../lib/notify.tsx";
import { trpc } from "../../trpc.ts";
import type { DateRow } from "./types.ts";

interface DateFormValues {
  kind: TImportantDateKind;
  title: string;
  startsOn: string;
  endsOn: string;
}

const KIND_OPTIONS = IMPORTANT_DATE_KINDS.map((kind) => ({ value: kind, label: IMPORTANT_DATE_KIND_LABELS[kind] }));

/** Add a date to the site, or edit one of its own; checked with the server's schema. */
export function DateFormModal({
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
