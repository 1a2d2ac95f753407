import { Button, Group, Modal, Radio, Stack, Text, Textarea } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { formatCents } from "@paydesk/domain";
import { COLLECTION_MEMO_MAX, ZCollectionResolveFields, type TCollectionResolution } from "@paydesk/validators";
import { useMutation } from "@tanstack/react-query";
import { showServerError } from "../../../components/ServerErrors/index.ts";
import { notifySuccess } from "../../../lib/notify.tsx";
import { trpc } from "../../../trpc.ts";
import type { CollectionRow } from "./types.ts";

interface ResolveModalProps {
  row: CollectionRow | null;
  onClose: () => void;
  onDone: () => void;
}

/** Mark a row collected or written off, with a memo of at least 2 characters (the server's rule, shown here first). */
export function ResolveModal({ row, onClose, onDone }: ResolveModalProps) {
  const form = useForm<{ resolution: TCollectionResolution; memo: string }>({
    initialValues: { resolution: "COLLECTED", memo: "" },
    validate: schemaResolver(ZCollectionResolveFields, { sync: true }),
  });
  const resolve = useMutation(trpc.collections.resolve.mutationOptions());
  const close = () => {
    form.reset();
    onClose();
  };
  return (
    <Modal opened={row !== null} onClose={close} title="Close this collection" centered>
      {row && (
        <form
          noValidate
          onSubmit={form.onSubmit((values) =>
            resolve.mutate(
              { module: "control", source: row.source, sourceId: row.sourceId, ...values },
              {
                onSuccess: (result) => {
                  notifySuccess(result.message);
                  form.reset();
                  onDone();
                },
                onError: (error) => showServerError(form, error),
              },
            ),
          )}
        >
          <Stack gap="md">
            <Text size="sm">
              {row.payerName}, order {row.orderId}: {formatCents(row.amountCents)} due.
            </Text>
            <Radio.Group label="Outcome" {...form.getInputProps("resolution")}>
              <Group mt={6}>
                <Radio value="COLLECTED" label="Collected" />
                <Radio value="WRITTEN_OFF" label="Written off" />
              </Group>
            </Radio.Group>
            <Textarea label="Memo" withAsterisk autosize minRows={2} maxLength={COLLECTION_MEMO_MAX} data-autofocus {...form.getInputProps("memo")} />
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={close} disabled={resolve.isPending}>
                Cancel
              </Button>
              <Button type="submit" loading={resolve.isPending}>
                Save
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
