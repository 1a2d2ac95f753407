import { Alert, Button, Group, Stack } from "@mantine/core";
import { UPLOAD_MESSAGES, type TModule } from "@paydesk/validators";
import { useQuery } from "@tanstack/react-query";
import { useEffect, type ReactNode } from "react";
import { QueryStates } from "../QueryStates/index.ts";
import { trpc } from "../../trpc.ts";
import { CountList } from "./CountList.tsx";
import type { UploadSummaryCounts } from "./types.ts";

interface SummaryStepProps {
  module: TModule;
  tableKey: string;
  extra?: ReactNode;
  onSummary?: (counts: UploadSummaryCounts) => void;
  onRestart: () => void;
}

/** Step 5: what processing did (or did before a cancel). */
export function SummaryStep({ module, tableKey, extra, onSummary, onRestart }: SummaryStepProps) {
  const summary = useQuery(trpc.uploads.summary.queryOptions({ module, key: tableKey }));
  const data = summary.data;
  useEffect(() => {
    if (data) onSummary?.(data.counts);
  }, [data, onSummary]);

  return (
    <Stack gap="md">
      <QueryStates query={summary}>
        {(s) => (
          <Stack gap="sm" data-testid="upload-summary">
            {s.status === "CANCELLED" && (
              <Alert color="yellow" variant="light" role="status">
                {UPLOAD_MESSAGES.cancelled}
              </Alert>
            )}
            <CountList
              testId="upload-summary-counts"
              entries={[
                { id: "created", label: "Created", value: s.counts.created ?? 0 },
                { id: "updated", label: "Updated", value: s.counts.updated ?? 0 },
                { id: "skipped", label: "Skipped", value: s.counts.skipped ?? 0 },
                { id: "invalid", label: "Left out (errors)", value: s.counts.invalid ?? 0 },
                ...(s.counts.deactivated ? [{ id: "deactivated", label: "Deactivated", value: s.counts.deactivated }] : []),
                ...(s.counts.deleted ? [{ id: "deleted", label: "Deleted", value: s.counts.deleted }] : []),
              ]}
            />
          </Stack>
        )}
      </QueryStates>
      {extra}
      <Group justify="flex-end">
        <Button variant="default" onClick={onRestart}>
          Upload another file
        </Button>
      </Group>
    </Stack>
  );
}
