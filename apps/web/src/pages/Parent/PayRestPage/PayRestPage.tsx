import { Alert, Button, Stack } from "@mantine/core";
import { PAYMENT_MESSAGES } from "@paydesk/validators";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Link, useParams } from "react-router";
import { MenuGate } from "../../../components/MenuGate/index.ts";
import { OrderSummaryView } from "../../../components/OrderSummary/index.ts";
import { PageHeader } from "../../../components/PageHeader/index.ts";
import { useFollowRedirect } from "../../../components/PaymentForm/index.ts";
import { QueryStates } from "../../../components/QueryStates/index.ts";
import { trpc } from "../../../trpc.ts";
import { orderIdFrom } from "../OrderReceipt.tsx";
import { PARENT_MODULE, PARENT_PATHS } from "../paths.ts";

/**
 * `/parent/rest/{orderId}`: a parent pays what a partial authorization left due on their own order
 * (the collections reminder links here), by card, with the terminal's order-summary call.
 */
export function PayRestPage() {
  return <MenuGate path="rest/:orderId">{() => <PayRest />}</MenuGate>;
}

function PayRest() {
  const orderId = orderIdFrom(useParams().orderId);
  if (orderId === null) {
    return (
      <Alert color="red" variant="light" role="alert">
        {PAYMENT_MESSAGES.orderIdUnknown}
      </Alert>
    );
  }
  return <LoadedPayRest orderId={orderId} />;
}

function LoadedPayRest({ orderId }: { orderId: number }) {
  const queryClient = useQueryClient();
  const access = { orderId, module: PARENT_MODULE };
  const summary = useQuery(trpc.payRest.summary.queryOptions(access));
  const pay = useMutation(trpc.payRest.pay.mutationOptions());
  const followRedirect = useFollowRedirect();
  return (
    <Stack gap="lg" maw={1100}>
      <PageHeader title={`Pay the rest of order ${orderId}`} description="Part of your payment was approved. Pay what is still due." />
      <QueryStates query={summary} rows={6}>
        {(order) => (
          <OrderSummaryView
            order={order}
            mode="online"
            onPay={(payment, idempotencyKey) => pay.mutateAsync({ ...access, amountCents: order.dueCents, ...payment, idempotencyKey })}
            onOutcome={(outcome) => {
              void queryClient.invalidateQueries({ queryKey: trpc.payRest.pathKey() });
              void queryClient.invalidateQueries({ queryKey: trpc.receipts.pathKey() });
              followRedirect(outcome.redirect);
            }}
            paidInFull={
              <Button component={Link} to={PARENT_PATHS.receipt(orderId)} w="fit-content">
                See the receipt
              </Button>
            }
          />
        )}
      </QueryStates>
    </Stack>
  );
}
