import { Alert, Button, Group, Modal, Stack, Text } from "@mantine/core";
import { UPLOAD_WIZARD_MESSAGES, type TModule } from "@paydesk/validators";
import { useQuery } from "@tanstack/react-query";
import { useState, type ReactNode } from "react";
import { QueryStates } from "../QueryStates/index.ts";
import { errorMessage } from "../../lib/errors.ts";
import { trpc } from "../../trpc.ts";
import { CountList } from "./CountList.tsx";
import { ProgressLine } from "./ProgressLine.tsx";
import { useProcessing } from "./use-processing.ts";

interface ProcessStepProps {
  module: TModule;
  tableKey: string;
  options: unknown;
  choices?: ReactNode;
  confirm?: string | null;
  onBack: () => void;
  onFinished: () => void;
  /** Reports whether processing runs (the wizard keeps warning on leave while it does). */
  onRunning: (running: boolean) => void;
}

/**
 * Step 4: what processing will do (the plan, recomputed when the kind's options change), then the
 * processing itself with its progress bar and a cancel button.
 */
export function ProcessStep({ module, tableKey, options, choices, confirm, onBack, onFinished, onRunning }: ProcessStepProps) {
  const plan = useQuery(trpc.uploads.plan.queryOptions({ module, key: tableKey, options }));
  const [asking, setAsking] = useState(false);
  const processing = useProcessing(module, tableKey, options, (status) => {
    onRunning(false);
    if (status !== "FAILED") onFinished();
  });
  const started = processing.state !== null;
  const run = () => {
    setAsking(false);
    onRunning(true);
    void processing.start();
  };

  return (
    <Stack gap="md">
      {!started && choices}
      <QueryStates query={plan}>
        {(p) => (
          <Stack gap="xs" data-testid="upload-plan">
            <Text fw={600}>Processing will:</Text>
            <CountList
              testId="upload-plan-counts"
              entries={[
                { id: "create", label: "Create", value: p.created ?? 0 },
                { id: "update", label: "Update", value: p.updated ?? 0 },
                { id: "skip", label: "Skip", value: p.skipped ?? 0 },
                { id: "invalid", label: "Leave out (errors)", value: p.invalid },
                ...(p.deactivated ? [{ id: "deactivate", label: "Deactivate", value: p.deactivated }] : []),
                ...(p.deleted ? [{ id: "delete", label: "Delete", value: p.deleted }] : []),
              ]}
            />
            {p.notes && p.notes.length > 0 && (
              <Text size="sm" c="dimmed">
                {p.notes.join(", ")}
              </Text>
            )}
          </Stack>
        )}
      </QueryStates>
      {processing.state && (
        <ProgressLine label="Rows processed" done={processing.state.progress} total={processing.state.total} />
      )}
      {processing.state?.error && (
        <Alert color="red" variant="light" role="alert" data-testid="upload-process-error">
          {processing.state.error}
        </Alert>
      )}
      <Group justify="space-between">
        {processing.running ? (
          <Button color="red" variant="light" onClick={() => void processing.cancel().catch(() => undefined)}>
            Cancel upload
          </Button>
        ) : (
          <Button variant="default" onClick={onBack} disabled={started}>
            Back to the rows
          </Button>
        )}
        <Button onClick={() => (confirm ? setAsking(true) : run())} loading={processing.running} disabled={!plan.data || started}>
          Process
        </Button>
      </Group>
      {plan.isError && <Text size="sm">{errorMessage(plan.error)}</Text>}
      <Modal opened={asking} onClose={() => setAsking(false)} title={UPLOAD_WIZARD_MESSAGES.processConfirmTitle}>
        <Stack>
          <Text>{confirm}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setAsking(false)}>
              Go back
            </Button>
            <Button color="red" onClick={run}>
              Process
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
