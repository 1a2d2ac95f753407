import { Alert, Button, Paper, Stack, Title } from "@mantine/core";
import { PAYMENT_MESSAGES, type TModule } from "@paydesk/validators";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Link, useSearchParams } from "react-router";
import { useFollowRedirect } from "../../components/PaymentForm/index.ts";
import { MenuGate } from "../../components/MenuGate/index.ts";
import { PageHeader } from "../../components/PageHeader/index.ts";
import { CartLines } from "../../components/PayerCart/index.ts";
import { PaymentForm } from "../../components/PaymentForm/index.ts";
import { QueryStates } from "../../components/QueryStates/index.ts";
import { trpc } from "../../trpc.ts";
import { linesToPay, totalsToPay } from "./cart-subset.ts";
import { lineIdsOf, terminalPath } from "./paths.ts";

/**
 * `/{module}/virtual-terminal/payinfo` (docs/product/terminal.md): the payment step for the chosen
 * cart lines.
 */
export function PayInfoPage() {
  return <MenuGate path="virtual-terminal/payinfo">{(_session, module) => <PayInfo module={module} />}</MenuGate>;
}

function PayInfo({ module }: { module: TModule }) {
  const [params] = useSearchParams();
  const lineIds = lineIdsOf(params.get("items"));
  const queryClient = useQueryClient();
  const cart = useQuery(trpc.cart.list.queryOptions({ module }));
  const pay = useMutation(trpc.checkout.terminal.mutationOptions());
  const followRedirect = useFollowRedirect();

  return (
    <Stack gap="lg">
      <PageHeader
        title="Payment"
        description="Card (typed or swiped), cash or check."
        actions={
          <Button component={Link} to={terminalPath(module, "pay")} variant="default">
            Back to the cart
          </Button>
        }
      />
      <QueryStates query={cart} rows={6}>
        {(data) => {
          const lines = linesToPay(data.lines, lineIds);
          if (lines.length === 0) {
            return (
              <Alert color="red" variant="light" role="alert">
                {PAYMENT_MESSAGES.noItemsSelected}
              </Alert>
            );
          }
          const paysWholeCart = lines.length === data.lines.length;
          return (
            <Stack gap="lg" maw={860}>
              <Paper withBorder p="md" radius="md">
                <Title order={2} fz="lg" mb="sm">
                  Paying for
                </Title>
                <CartLines lines={lines} />
              </Paper>
              <PaymentForm
                mode="terminal"
                totals={totalsToPay(data.lines, lines, data.totals)}
                acceptedCardBrands={data.payment.acceptedCardBrands}
                suggestCashDiscount={data.payment.suggestCashDiscount}
                emailSuggestions={data.payment.emailSuggestions}
                counterAddress={data.payment.counterAddress}
                focusOnOpen
                onSubmit={(payment, idempotencyKey) =>
                  pay.mutateAsync({
                    module,
                    ...payment,
                    ...(paysWholeCart ? {} : { items: lines.map((line) => line.lineId) }),
                    idempotencyKey,
                  })
                }
                onOutcome={(outcome) => {
                  // The paid lines left the cart on the server.
                  void queryClient.invalidateQueries({ queryKey: trpc.cart.pathKey() });
                  void queryClient.invalidateQueries({ queryKey: trpc.students.pathKey() });
                  followRedirect(outcome.redirect);
                }}
              />
            </Stack>
          );
        }}
      </QueryStates>
    </Stack>
  );
}
