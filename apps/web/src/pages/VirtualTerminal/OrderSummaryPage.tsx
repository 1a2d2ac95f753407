import { Button, Stack } from "@mantine/core";
import type { TModule } from "@paydesk/validators";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Link, useParams } from "react-router";
import { MenuGate } from "../../components/MenuGate/index.ts";
import { OrderSummaryView } from "../../components/OrderSummary/index.ts";
import { PageHeader } from "../../components/PageHeader/index.ts";
import { useFollowRedirect } from "../../components/PaymentForm/index.ts";
import { QueryStates } from "../../components/QueryStates/index.ts";
import { orderText } from "../../lib/labels.ts";
import { trpc } from "../../trpc.ts";
import { OrderIdUnknown } from "../Receipt/index.ts";
import { orderIdFrom } from "../Receipt/useReceipt.ts";
import { terminalPath } from "./paths.ts";

const confirmationPath = (module: TModule, orderId: number) =>
  module === "school" ? `/school/vtpay/confirm?order_id=${orderId}` : `${terminalPath(module, "success")}?order_id=${orderId}`;

/**
 * `/{module}/virtual-terminal/order-summary/{orderId}` (docs/product/terminal.md): after a partial
 * authorization.
 */
export function OrderSummaryPage() {
  return (
    <MenuGate path="virtual-terminal/order-summary/:orderId">{(_session, module) => <OrderSummary module={module} />}</MenuGate>
  );
}

function OrderSummary({ module }: { module: TModule }) {
  const orderId = orderIdFrom(useParams().orderId);
  if (orderId === null) return <OrderIdUnknown />;
  return <LoadedSummary module={module} orderId={orderId} />;
}

function LoadedSummary({ module, orderId }: { module: TModule; orderId: number }) {
  const queryClient = useQueryClient();
  const summary = useQuery(trpc.checkout.orderSummary.queryOptions({ module, orderId }));
  // The counter's one-click billing address comes with the terminal cart's payment options.
  const cart = useQuery({ ...trpc.cart.list.queryOptions({ module }), throwOnError: false });
  const payRest = useMutation(trpc.checkout.payRest.mutationOptions());
  const followRedirect = useFollowRedirect();
  return (
    <Stack gap="lg">
      <PageHeader title={orderText(orderId)} description="Part of the payment was approved. Pay what is still due." />
      <QueryStates query={summary} rows={6}>
        {(order) => (
          <OrderSummaryView
            order={order}
            mode="terminal"
            counterAddress={cart.data?.payment.counterAddress ?? null}
            onPay={(payment, idempotencyKey) => payRest.mutateAsync({ module, orderId, amountCents: order.dueCents, ...payment, idempotencyKey })}
            onOutcome={(outcome) => {
              void queryClient.invalidateQueries({ queryKey: trpc.checkout.orderSummary.pathKey() });
              followRedirect(outcome.redirect);
            }}
            paidInFull={
              // The school's terminal confirms a payment at its documented address (/school/vtpay/confirm,
              // docs/product/terminal.md).
              <Button component={Link} to={confirmationPath(module, orderId)} w="fit-content">
                See the receipt
              </Button>
            }
          />
        )}
      </QueryStates>
    </Stack>
  );
}
