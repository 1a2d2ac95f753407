import { Alert, Button, Stack, Title } from "@mantine/core";
import { PAYMENT_MESSAGES } from "@paydesk/validators";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Link, useParams } from "react-router";
import { OrderSummaryView } from "../../components/OrderSummary/index.ts";
import { useFollowRedirect } from "../../components/PaymentForm/index.ts";
import { QueryStates } from "../../components/QueryStates/index.ts";
import { trpc } from "../../trpc.ts";
import { orderIdFrom } from "../Receipt/useReceipt.ts";
import { PublicPayLayout } from "./PublicPayLayout.tsx";
import { GUEST_PATHS } from "./guest.ts";

/**
 * `/pay/rest/{orderId}/{token}`: whoever holds the order's receipt token (the guest's receipt, a
 * collections reminder) pays what a partial authorization left due, by card, no sign-in needed.
 */
export function GuestPayRestPage() {
  const params = useParams();
  const orderId = orderIdFrom(params.orderId);
  const token = params.token ?? "";
  return (
    <PublicPayLayout width={1100}>
      <Stack gap="lg">
        <Title order={1} fz={26}>
          Pay the rest of your order
        </Title>
        {orderId === null ? (
          <Alert color="red" variant="light" role="alert">
            {PAYMENT_MESSAGES.orderIdUnknown}
          </Alert>
        ) : (
          <GuestPayRest orderId={orderId} token={token} />
        )}
      </Stack>
    </PublicPayLayout>
  );
}

function GuestPayRest({ orderId, token }: { orderId: number; token: string }) {
  const queryClient = useQueryClient();
  const access = { orderId, token };
  const summary = useQuery(trpc.payRest.summary.queryOptions(access));
  const pay = useMutation(trpc.payRest.pay.mutationOptions());
  const followRedirect = useFollowRedirect();
  return (
    <QueryStates query={summary} rows={6}>
      {(order) => (
        <OrderSummaryView
          order={order}
          mode="online"
          onPay={(payment, idempotencyKey) => pay.mutateAsync({ ...access, amountCents: order.dueCents, ...payment, idempotencyKey })}
          onOutcome={(outcome) => {
            void queryClient.invalidateQueries({ queryKey: trpc.payRest.pathKey() });
            followRedirect(outcome.redirect);
          }}
          paidInFull={
            <Button component={Link} to={GUEST_PATHS.receipt(orderId, token)} w="fit-content">
              See the receipt
            </Button>
          }
        />
      )}
    </QueryStates>
  );
}
