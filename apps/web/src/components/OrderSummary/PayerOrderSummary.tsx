import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { trpc } from "../../trpc.ts";
import { useFollowRedirect } from "../PaymentForm/index.ts";
import { QueryStates } from "../QueryStates/index.ts";
import { OrderSummaryView } from "./OrderSummaryView.tsx";

interface PayerOrderSummaryProps {
  /** The parent's own order (module parent), or the order its receipt token opens. */
  access: { orderId: number; module: "parent" } | { orderId: number; token: string };
  /** Shown once nothing is due: the way to the receipt. */
  paidInFull: ReactNode;
}

/**
 * The order summary for its payer (payRest.summary / payRest.pay): what is due and the card form
 * that pays it; then the server's redirect (the parent's success page, the guest's receipt).
 */
export function PayerOrderSummary({ access, paidInFull }: PayerOrderSummaryProps) {
  const queryClient = useQueryClient();
  const summary = useQuery(trpc.payRest.summary.queryOptions(access));
  const pay = useMutation(trpc.payRest.pay.mutationOptions());
  const followRedirect = useFollowRedirect();
  return (
    <QueryStates query={summary} rows={6}>
      {(order) => (
        <OrderSummaryView
          order={order}
          mode="online"
          guest={"token" in access}
          onPay={(payment, idempotencyKey) => pay.mutateAsync({ ...access, amountCents: order.dueCents, ...payment, idempotencyKey })}
          onOutcome={(outcome) => {
            void queryClient.invalidateQueries({ queryKey: trpc.payRest.pathKey() });
            void queryClient.invalidateQueries({ queryKey: trpc.receipts.pathKey() });
            followRedirect(outcome.redirect);
          }}
          paidInFull={paidInFull}
        />
      )}
    </QueryStates>
  );
}
