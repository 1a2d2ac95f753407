import type { TModule } from "@paydesk/validators";
import { useCallback, useEffect, useRef, useState } from "react";
import { errorMessage } from "../../lib/errors.ts";
import { trpcClient } from "../../trpc.ts";

/** How often the page asks how far processing got. */
export const PROCESS_POLL_MS = 1000;

export interface ProcessingState {
  status: string;
  progress: number;
  total: number;
  error: string | null;
}

const FINAL = new Set(["DONE", "CANCELLED", "FAILED"]);

/**
 * Runs the upload's processing: the first `uploads.process` call queues the job, later calls
 * report its progress (the legacy page polled the same way). Stops at a final status, or when the
 * page goes away (the job goes on on the server).
 */
export function useProcessing(module: TModule, tableKey: string, options: unknown, onFinal: (status: string) => void) {
  const [state, setState] = useState<ProcessingState | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const alive = useRef(true);
  useEffect(
    () => () => {
      alive.current = false;
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const poll = useCallback(async () => {
    try {
      const answer = await trpcClient.uploads.process.mutate({ module, key: tableKey, options });
      if (!alive.current) return;
      setState({ status: answer.status, progress: answer.progress, total: answer.total, error: answer.error ?? null });
      if (FINAL.has(answer.status)) onFinal(answer.status);
      else timer.current = setTimeout(() => void poll(), PROCESS_POLL_MS);
    } catch (error) {
      if (alive.current) setState((s) => ({ status: "FAILED", progress: s?.progress ?? 0, total: s?.total ?? 0, error: errorMessage(error) }));
    }
  }, [module, tableKey, options, onFinal]);

  const cancel = useCallback(async () => {
    await trpcClient.uploads.cancel.mutate({ module, key: tableKey });
  }, [module, tableKey]);

  return { state, start: poll, cancel, running: state !== null && !FINAL.has(state.status) };
}
