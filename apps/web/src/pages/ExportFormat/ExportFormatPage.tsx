import { Alert, Button, Group, MultiSelect, NumberInput, Paper, Stack, Text, TextInput } from "@mantine/core";
import type { AppRouter, inferRouterOutputs } from "@paydesk/api";
import { normalizeOffset } from "@paydesk/domain";
import { EXPORT_LIMITS, EXPORT_MESSAGES, type TExportFormatFields } from "@paydesk/validators";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { useParams } from "react-router";
import { MenuGate } from "../../components/MenuGate/index.ts";
import { NotFound } from "../../components/NotFound/index.ts";
import { PageHeader } from "../../components/PageHeader/index.ts";
import { QueryStates } from "../../components/QueryStates/index.ts";
import { errorMessage } from "../../lib/errors.ts";
import { notifySuccess } from "../../lib/notify.tsx";
import { trpc } from "../../trpc.ts";

type View = inferRouterOutputs<AppRouter>["exportFormats"]["get"];

import { EXPORT_FORMAT_PATH } from "./paths.ts";

/**
 * `/control/company/{id}/ftp-account/files/*` (docs/product/students-and-groups.md): a company's
 * file export format options.
 */
export function ExportFormatPage() {
  const { companyId } = useParams();
  const id = Number(companyId);
  return <MenuGate path={EXPORT_FORMAT_PATH}>{() => (Number.isInteger(id) && id > 0 ? <ExportFormat companyId={id} /> : <NotFound />)}</MenuGate>;
}

function ExportFormat({ companyId }: { companyId: number }) {
  const view = useQuery(trpc.exportFormats.get.queryOptions({ module: "control", companyId }));
  return (
    <Stack gap="lg" maw={820}>
      <QueryStates query={view}>{(data) => <FormatForm key={companyId} view={data} />}</QueryStates>
    </Stack>
  );
}

function FormatForm({ view }: { view: View }) {
  const queryClient = useQueryClient();
  const [format, setFormat] = useState<TExportFormatFields>(view.format);
  const set = <K extends keyof TExportFormatFields>(key: K, value: TExportFormatFields[K]) => setFormat((f) => ({ ...f, [key]: value }));
  const offset = normalizeOffset(format.dateOffset);
  const save = useMutation(
    trpc.exportFormats.save.mutationOptions({
      onSuccess: (saved) => {
        setFormat(saved);
        void queryClient.invalidateQueries({ queryKey: trpc.exportFormats.pathKey() });
        notifySuccess(EXPORT_MESSAGES.saved);
      },
    }),
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({ module: "control", companyId: view.company.id, format });
  };
  return (
    <>
      <PageHeader title="File export format" description={`How exported files of ${view.company.name} are written.`} />
      <Paper p={{ base: "md", sm: "lg" }} radius="lg">
        <form onSubmit={submit} aria-label="File export format">
          <Stack>
            <NumberInput
              label="Column padding"
              description="Pad every column to this many characters; 0 writes a delimited file."
              min={0}
              max={EXPORT_LIMITS.maxPadding}
              allowDecimal={false}
              value={format.columnPadding}
              onChange={(value) => set("columnPadding", typeof value === "number" ? value : Number(value) || 0)}
              maw={240}
              data-testid="export-padding"
            />
            <Group grow align="flex-start">
              <TextInput label="Free meals value" description="Written for a student on free meals." value={format.freeValue} onChange={(e) => set("freeValue", e.currentTarget.value)} maxLength={EXPORT_LIMITS.maxValue} />
              <TextInput label="Reduced meals value" description="Written for a student on reduced meals." value={format.reducedValue} onChange={(e) => set("reducedValue", e.currentTarget.value)} maxLength={EXPORT_LIMITS.maxValue} />
            </Group>
            <MultiSelect
              label="Settlement accounts"
              description="Payments into these accounts are exported; none chosen exports all."
              data={view.payees.map((p) => ({ value: String(p.id), label: p.name }))}
              value={format.payeeIds.map(String)}
              onChange={(values) => set("payeeIds", values.map(Number))}
              searchable
              clearable
            />
            <MultiSelect
              label="Items"
              description="Payments for these items are exported; none chosen exports all."
              data={view.items.map((i) => ({ value: String(i.id), label: i.title }))}
              value={format.itemIds.map(String)}
              onChange={(values) => set("itemIds", values.map(Number))}
              searchable
              clearable
            />
            <TextInput
              label="Date offset"
              description={offset ? `The export covers the day ${offset} from the day it runs.` : "Direction sign, number, unit: for example -1 day or +2 weeks."}
              value={format.dateOffset}
              onChange={(e) => set("dateOffset", e.currentTarget.value)}
              error={offset || !format.dateOffset ? undefined : EXPORT_MESSAGES.offsetInvalid}
              maxLength={EXPORT_LIMITS.maxOffset}
              maw={320}
              data-testid="export-offset"
            />
            {save.error && (
              <Alert color="red" title={EXPORT_MESSAGES.saveFailed}>
                {errorMessage(save.error)}
              </Alert>
            )}
            <Group justify="flex-end">
              <Text size="sm" c="dimmed">
                Control staff only.
              </Text>
              <Button type="submit" loading={save.isPending}>
                Save
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
    </>
  );
}
