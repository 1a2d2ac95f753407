import type { TModule, TTransactionUpdateRequest } from "@paydesk/validators";
import { TXN_DETAIL_MESSAGES } from "@paydesk/validators";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { notifySuccess } from "../../../lib/notify.tsx";
import { trpc } from "../../../trpc.ts";

export type TransactionEdit = Pick<TTransactionUpdateRequest, "payor" | "lines">;

/**
 * Save an edit with its memo; on success say so (docs/product/reports-and-time-zones.md) and read
 * the order again.
 */
export function useUpdateTransaction(module: TModule, orderId: number) {
  const queryClient = useQueryClient();
  return useMutation(
    trpc.transactionDetail.update.mutationOptions({
      onSuccess: async () => {
        notifySuccess(TXN_DETAIL_MESSAGES.saved);
        await queryClient.invalidateQueries({ queryKey: trpc.transactionDetail.get.queryKey({ module, orderId }) });
      },
    }),
  );
}
