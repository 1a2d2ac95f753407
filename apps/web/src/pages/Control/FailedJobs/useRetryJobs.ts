import { useMutation, useQueryClient } from "@tanstack/react-query";
import { errorMessage } from "../../../lib/errors.ts";
import { notifyError, notifySuccess } from "../../../lib/notify.tsx";
import { trpc } from "../../../trpc.ts";

/**
 * Retry failed jobs (one or the selected ones): pg-boss queues them again; the list and the
 * operations home's count are read again, so each row then says "Queued again".
 */
export function useRetryJobs() {
  const queryClient = useQueryClient();
  return useMutation(
    trpc.failedJobs.retry.mutationOptions({
      onSuccess: ({ retried, skipped }) => {
        const queued = `${retried.length} ${retried.length === 1 ? "job" : "jobs"} queued again.`;
        notifySuccess(skipped ? `${queued} ${skipped} no longer failed.` : queued);
      },
      onError: (error) => notifyError(errorMessage(error)),
      onSettled: () => {
        void queryClient.invalidateQueries({ queryKey: trpc.failedJobs.pathKey() });
        void queryClient.invalidateQueries({ queryKey: trpc.operations.pathKey() });
      },
    }),
  );
}
