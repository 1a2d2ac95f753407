import { Alert, Button, Group, List, Modal, Stack, TextInput } from "@mantine/core";
import type { UploadColumnSpec } from "@paydesk/domain";
import type { TModule } from "@paydesk/validators";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { trpc } from "../../trpc.ts";
import { stepFailureMessage } from "./failure.ts";
import type { UploadFailureMessages, UploadGridRow } from "./types.ts";

interface RowFixModalProps {
  module: TModule;
  tableKey: string;
  columns: readonly UploadColumnSpec[];
  row: UploadGridRow;
  failures?: UploadFailureMessages;
  onClose: () => void;
}

/**
 * Fix in place: the row's fields in a small form. Saving checks the row again on the server; the
 * dialog closes when the row is valid and otherwise lists what is still wrong (an answer with
 * error_message lists its errors in the edit dialog: docs/product/chart-of-accounts.md).
 */
export function RowFixModal({ module, tableKey, columns, row, failures, onClose }: RowFixModalProps) {
  const queryClient = useQueryClient();
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries(columns.map((c) => [c.key, row.data[c.key] ?? ""])),
  );
  const [errors, setErrors] = useState<readonly string[]>(row.errors);
  const update = useMutation(
    trpc.uploads.updateRow.mutationOptions({
      onSuccess: async (answer) => {
        await queryClient.invalidateQueries({ queryKey: trpc.uploads.rows.pathKey() });
        if (answer.errors.length === 0) onClose();
        else setErrors(answer.errors);
      },
    }),
  );

  return (
    <Modal opened onClose={onClose} title={`Row ${row.rowNo}`} size="lg">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          update.mutate({ module, key: tableKey, id: row.id, data: values });
        }}
      >
        <Stack gap="sm">
          {errors.length > 0 && (
            <Alert color="red" variant="light" role="alert" data-testid="upload-fix-errors">
              <List size="sm">
                {errors.map((e) => (
                  <List.Item key={e}>{e}</List.Item>
                ))}
              </List>
            </Alert>
          )}
          {columns.map((c) => (
            <TextInput
              key={c.key}
              label={c.label}
              value={values[c.key] ?? ""}
              onChange={(e) => {
                const value = e.currentTarget.value;
                setValues((v) => ({ ...v, [c.key]: value }));
              }}
            />
          ))}
          {update.isError && (
            <Alert color="red" variant="light" role="alert" title={failures?.dialog} data-testid="upload-fix-failure">
              {stepFailureMessage(update.error, failures, "updateRow")}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Close
            </Button>
            <Button type="submit" loading={update.isPending}>
              Save row
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
