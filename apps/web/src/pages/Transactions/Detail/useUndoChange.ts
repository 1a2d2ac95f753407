import { TXN_DETAIL_MESSAGES, type TModule } from "@paydesk/validators";
import { useMutation } from "@tanstack/react-query";
import { mapServerError } from "../../../components/ServerErrors/index.ts";
import { notifyError } from "../../../lib/notify.tsx";
import { trpc } from "../../../trpc.ts";

/**
 * After a successful undo a flag is stored locally, the page reloads and reads it
 * (docs/product/reports-and-time-zones.md).
 */
export const UNDO_FLAG_KEY = "paydesk.transactionUndone";

/** Reads and clears the stored flag: true once after an undo's reload. */
export function takeUndoFlag(): boolean {
  try {
    const set = window.sessionStorage.getItem(UNDO_FLAG_KEY) !== null;
    window.sessionStorage.removeItem(UNDO_FLAG_KEY);
    return set;
  } catch {
    return false;
  }
}

/**
 * The server's message, or "Something went wrong with your request"
 * (docs/product/reports-and-time-zones.md).
 */
function undoFailureMessage(error: unknown): string {
  return mapServerError(error, { fallback: TXN_DETAIL_MESSAGES.requestFailed }).message;
}

export function useUndoChange(module: TModule) {
  const undo = useMutation(
    trpc.transactionDetail.undo.mutationOptions({
      onSuccess: () => {
        window.sessionStorage.setItem(UNDO_FLAG_KEY, "1");
        window.location.reload();
      },
      onError: (error) => notifyError(undoFailureMessage(error)),
    }),
  );
  const pendingId = undo.isPending ? Number(undo.variables?.changeId) : undefined;
  return { undo: (changeId: number) => undo.mutate({ module, changeId }), pendingId };
}
