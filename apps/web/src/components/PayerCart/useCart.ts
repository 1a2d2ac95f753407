import { CART_MESSAGES, type TPayerModule } from "@paydesk/validators";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { errorMessage } from "../../lib/errors.ts";
import { notifyError, notifySuccess } from "../../lib/notify.tsx";
import { trpc } from "../../trpc.ts";

/**
 * A payer's cart (a parent's, module parent, or a guest's, module "pay") with its remove and clear
 * actions. Each line's remove button is busy from its click until the answer, and a line being
 * removed is never sent again, so a click removes once (docs/product/checkout-and-payments.md);
 * the server also removes a line only once. `onCleared` replaces the notice of an emptied cart
 * (the terminal says it on a page of its own).
 */
export function useCart(module: TPayerModule, { onCleared }: { onCleared?: (message: string) => void } = {}) {
  const queryClient = useQueryClient();
  const list = useQuery(trpc.cart.list.queryOptions({ module }));
  const [removing, setRemoving] = useState<ReadonlySet<number>>(new Set());
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.cart.pathKey() });

  const removeMutation = useMutation(trpc.cart.remove.mutationOptions());
  const remove = (lineId: number) => {
    if (removing.has(lineId)) return;
    setRemoving((current) => new Set(current).add(lineId));
    removeMutation.mutate(
      { module, lineId },
      {
        onError: (error) => notifyError(errorMessage(error)),
        onSettled: async () => {
          await refresh();
          setRemoving((current) => {
            const next = new Set(current);
            next.delete(lineId);
            return next;
          });
        },
      },
    );
  };

  const clear = useMutation(
    trpc.cart.clear.mutationOptions({
      onSuccess: () => (onCleared ? onCleared(CART_MESSAGES.cleared) : notifySuccess(CART_MESSAGES.cleared)),
      onError: (error) => notifyError(errorMessage(error)),
      onSettled: () => refresh(),
    }),
  );

  return { list, remove, isRemoving: (lineId: number) => removing.has(lineId), clear: () => clear.mutate({ module }), clearing: clear.isPending };
}
