import { Alert, Badge, Button, Group, List, Modal, Progress, Stack, Text } from "@mantine/core";
import { POSTBACK_MESSAGES } from "@paydesk/validators";
import { useQueryClient } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { trpc, trpcClient } from "../../../trpc.ts";
import { postbackDialogError } from "./dialog-errors.ts";
import { runMassPostback, type MassProgress } from "./mass-postback.ts";

/**
 * A mass postback run, started by a click (never by an effect, so a re-render cannot start a
 * second run): the selected postbacks one after another (see mass-postback.ts).
 */
export function useMassPostback() {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<MassProgress | null>(null);
  const [running, setRunning] = useState(false);
  const stopRun = useRef<() => void>(() => undefined);

  function start(ids: readonly number[]) {
    if (running || ids.length === 0) return;
    let stopped = false;
    stopRun.current = () => {
      stopped = true;
    };
    setRunning(true);
    setProgress({ done: 0, total: ids.length, outcomes: [] });
    const send = async (postbackId: number) => {
      try {
        return await trpcClient.postbacks.resend.mutate({ module: "control", postbackId });
      } catch (error) {
        throw new Error(postbackDialogError(error));
      }
    };
    void runMassPostback(ids, send, setProgress, () => stopped).finally(() => {
      setRunning(false);
      void queryClient.invalidateQueries({ queryKey: trpc.postbacks.pathKey() });
      void queryClient.invalidateQueries({ queryKey: trpc.operations.pathKey() });
    });
  }

  return {
    progress,
    running,
    start,
    stop: () => stopRun.current(),
    /** Forget a finished run (closing its dialog). */
    dismiss: () => {
      if (!running) setProgress(null);
    },
  };
}

type MassRun = ReturnType<typeof useMassPostback>;

/** The run's dialog: how many of how many, what was not sent and why, stop or close. */
export function MassPostbackModal({ run }: { run: MassRun }) {
  const { progress, running } = run;
  const sent = progress?.outcomes.filter((o) => o.result === "sent").length ?? 0;
  const problems = progress?.outcomes.filter((o) => o.result !== "sent") ?? [];
  const percent = progress && progress.total > 0 ? Math.round((progress.done / progress.total) * 100) : 0;

  return (
    <Modal
      opened={progress !== null}
      onClose={running ? run.stop : run.dismiss}
      title={<Text fw={650}>Mass postback</Text>}
      radius="lg"
      padding="lg"
      closeOnClickOutside={!running}
      withCloseButton={!running}
    >
      <Stack gap="md" data-testid="mass-postback">
        <Text size="sm" aria-live="polite" data-testid="mass-progress">
          {progress ? `${progress.done} of ${progress.total} posted back${running ? "…" : "."}` : ""}
        </Text>
        <Progress value={percent} aria-label="Mass postback progress" animated={running} />
        <Group gap="xs">
          <Badge color="teal" variant="light">
            {sent} sent
          </Badge>
          <Badge color={problems.length ? "red" : "gray"} variant="light">
            {problems.length} not sent
          </Badge>
        </Group>
        {problems.length > 0 && (
          <Alert color="red" variant="light" title={POSTBACK_MESSAGES.postbackFailed}>
            <List size="sm" spacing={4}>
              {problems.map((o) => (
                <List.Item key={o.id}>
                  #{o.id}: {o.detail ?? POSTBACK_MESSAGES.errorOccurred}
                </List.Item>
              ))}
            </List>
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          {running ? (
            <Button variant="default" onClick={run.stop}>
              Stop after this one
            </Button>
          ) : (
            <Button onClick={run.dismiss}>Close</Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
