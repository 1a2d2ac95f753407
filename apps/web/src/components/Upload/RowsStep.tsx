import { ActionIcon, Alert, Button, Group, List, Stack, Switch, Table, Text } from "@mantine/core";
import type { UploadColumnSpec } from "@paydesk/domain";
import { UPLOAD_LIMITS, type TModule } from "@paydesk/validators";
import { IconPencil, IconTrash } from "@tabler/icons-react";
import { useInfiniteQuery, useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { ScrollRegion } from "./ScrollRegion.tsx";
import { QueryStates } from "../QueryStates/index.ts";
import { ActionsHeader } from "../SelectableTable/index.ts";
import { trpc } from "../../trpc.ts";
import { stepFailureMessage } from "./failure.ts";
import { RowFixModal } from "./RowFixModal.tsx";
import type { UploadFailureMessages, UploadGridRow } from "./types.ts";

interface RowsStepProps {
  module: TModule;
  tableKey: string;
  columns: readonly UploadColumnSpec[];
  failures?: UploadFailureMessages;
  onContinue: () => void;
}

/**
 * Step 3: the staged rows as the server checked them, errors on their row. A row is fixed in
 * place (its fields in a dialog, checked again on save) or removed; rows with errors are never
 * applied, so continuing with some left is allowed and the plan counts them. The row's actions and
 * errors come first, beside its number: a file may have 43 columns, and what needs doing must not
 * sit a few screens to the right.
 */
export function RowsStep({ module, tableKey, columns, failures, onContinue }: RowsStepProps) {
  const queryClient = useQueryClient();
  const [onlyErrors, setOnlyErrors] = useState(false);
  const [fixing, setFixing] = useState<UploadGridRow | null>(null);
  const rows = useInfiniteQuery(
    trpc.uploads.rows.infiniteQueryOptions(
      { module, key: tableKey, onlyErrors, limit: UPLOAD_LIMITS.pageRows },
      { getNextPageParam: (page) => page.nextCursor ?? undefined },
    ),
  );
  const remove = useMutation(
    trpc.uploads.removeRow.mutationOptions({
      onSuccess: () => queryClient.invalidateQueries({ queryKey: trpc.uploads.rows.pathKey() }),
    }),
  );
  const counts = rows.data?.pages[0]?.counts;

  return (
    <Stack gap="md">
      <Group justify="space-between">
        {counts && (
          <Text data-testid="upload-counts" role="status">
            {counts.invalid.toLocaleString("en-US")} of {counts.total.toLocaleString("en-US")} rows have errors
          </Text>
        )}
        <Switch label="Only rows with errors" checked={onlyErrors} onChange={(e) => setOnlyErrors(e.currentTarget.checked)} />
      </Group>
      {remove.isError && (
        <Alert color="red" variant="light" role="alert">
          {stepFailureMessage(remove.error, failures, "removeRow")}
        </Alert>
      )}
      <QueryStates query={rows}>
        {(data) => (
          <ScrollRegion label="Uploaded rows, scrollable">
            <Table aria-label="Uploaded rows" withTableBorder highlightOnHover>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Row</Table.Th>
                  <ActionsHeader w={72} />
                  <Table.Th miw={220}>Errors</Table.Th>
                  {columns.map((c) => (
                    <Table.Th key={c.key}>{c.label}</Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.pages.flatMap((page) => page.rows).map((row) => (
                  <Table.Tr
                    key={row.id}
                    data-testid="upload-row"
                    data-row-no={row.rowNo}
                    bg={row.errors.length > 0 ? "var(--mantine-color-red-0)" : undefined}
                  >
                    <Table.Td>{row.rowNo}</Table.Td>
                    <Table.Td>
                      <Group gap={4} wrap="nowrap">
                        <ActionIcon variant="subtle" aria-label={`Fix row ${row.rowNo}`} onClick={() => setFixing(row)}>
                          <IconPencil size={16} aria-hidden />
                        </ActionIcon>
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          aria-label={`Remove row ${row.rowNo}`}
                          loading={remove.isPending && remove.variables.id === row.id}
                          onClick={() => remove.mutate({ module, key: tableKey, id: row.id })}
                        >
                          <IconTrash size={16} aria-hidden />
                        </ActionIcon>
                      </Group>
                    </Table.Td>
                    <Table.Td data-testid="upload-row-errors">
                      {row.errors.length > 0 && (
                        <List size="sm" c="red.9">
                          {row.errors.map((e) => (
                            <List.Item key={e}>{e}</List.Item>
                          ))}
                        </List>
                      )}
                    </Table.Td>
                    {columns.map((c) => (
                      <Table.Td key={c.key}>{row.data[c.key] ?? ""}</Table.Td>
                    ))}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollRegion>
        )}
      </QueryStates>
      {rows.hasNextPage && (
        <Button variant="default" onClick={() => void rows.fetchNextPage()} loading={rows.isFetchingNextPage}>
          Show more rows
        </Button>
      )}
      <Group justify="flex-end">
        <Button onClick={onContinue}>Continue</Button>
      </Group>
      {fixing && <RowFixModal module={module} tableKey={tableKey} columns={columns} row={fixing} failures={failures} onClose={() => setFixing(null)} />}
    </Stack>
  );
}
