import type { TPayerModule } from "@paydesk/validators";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { notifySuccess } from "../../lib/notify.tsx";
import { trpc } from "../../trpc.ts";
import type { PurchaseRequest } from "../ItemPurchaseForm/index.ts";

/**
 * Puts one item in a payer's cart (`cart.add`) for a student or NA, then refreshes what shows the
 * cart and the In Cart labels. Rejects with the server's error for the form to show. `announce:
 * false` leaves saying so to the page (a notification would outlive a quick sale at the terminal).
 */
export function useAddToCart(module: TPayerModule, { announce = true }: { announce?: boolean } = {}) {
  const queryClient = useQueryClient();
  const add = useMutation(trpc.cart.add.mutationOptions());
  const addLine = async (request: PurchaseRequest, studentId: number | "NA") => {
    const answer = await add.mutateAsync({ module, studentId, ...request });
    if (announce) notifySuccess(answer.message);
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: trpc.cart.pathKey() }),
      queryClient.invalidateQueries({ queryKey: trpc.parent.pathKey() }),
    ]);
    return answer;
  };
  return { addLine, adding: add.isPending };
}
