import { Alert, Badge, Button, Grid, Group, Paper, Stack, Table, Text, Title } from "@mantine/core";
import { formatCents } from "@paydesk/domain";
import { PAYMENT_MESSAGES, type TModule } from "@paydesk/validators";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Link, useParams } from "react-router";
import { MenuGate } from "../../components/MenuGate/index.ts";
import { PageHeader } from "../../components/PageHeader/index.ts";
import { PaymentForm, useFollowRedirect, type PaymentTotals } from "../../components/PaymentForm/index.ts";
import { QueryStates } from "../../components/QueryStates/index.ts";
import { trpc } from "../../trpc.ts";
import { orderIdFrom } from "../Receipt/useReceipt.ts";
import { terminalPath } from "./paths.ts";

/** `/{module}/virtual-terminal/order-summary/{orderId}` (spec 3 §2, §4): after a partial authorization. */
export function OrderSummaryPage() {
  return (
    <MenuGate path="virtual-terminal/order-summary/:orderId">{(_session, module) => <OrderSummary module={module} />}</MenuGate>
  );
}

/** What is still due, as the payment step's totals: no fee or tax is added to the rest. */
function dueTotals(dueCents: number): PaymentTotals {
  return {
    subtotalCents: dueCents,
    taxCents: 0,
    shippingCents: 0,
    feeCents: 0,
    totalCents: dueCents,
    totalWithoutFeesCents: dueCents,
  };
}

const METHOD_LABELS = { CARD: "Card", CASH: "Cash", CHECK: "Check" } as const;

function OrderSummary({ module }: { module: TModule }) {
  const orderId = orderIdFrom(useParams().orderId);
  if (orderId === null) {
    return (
      <Alert color="red" variant="light" role="alert">
        {PAYMENT_MESSAGES.orderIdUnknown}
      </Alert>
    );
  }
  return <LoadedSummary module={module} orderId={orderId} />;
}

function LoadedSummary({ module, orderId }: { module: TModule; orderId: number }) {
  const queryClient = useQueryClient();
  const summary = useQuery(trpc.checkout.orderSummary.queryOptions({ module, orderId }));
  const payRest = useMutation(trpc.checkout.payRest.mutationOptions());
  const followRedirect = useFollowRedirect();
  return (
    <Stack gap="lg">
      <PageHeader title={`Order ${orderId}`} description="Part of the payment was approved. Pay what is still due." />
      <QueryStates query={summary} rows={6}>
        {(order) => {
          return (
            <Grid gap="lg">
              <Grid.Col span={{ base: 12, md: 5 }}>
                <Paper withBorder p="md" radius="md">
                  <Stack gap="sm">
                    <Group justify="space-between">
                      <Title order={2} fz="lg">
                        Summary
                      </Title>
                      <Badge color={order.status === "PARTIAL" ? "orange" : "teal"}>{order.status}</Badge>
                    </Group>
                    <Table withRowBorders={false} verticalSpacing={4}>
                      <Table.Tbody>
                        <Table.Tr>
                          <Table.Th scope="row">Order total</Table.Th>
                          <Table.Td ta="right">{formatCents(order.totalCents)}</Table.Td>
                        </Table.Tr>
                        <Table.Tr>
                          <Table.Th scope="row">Paid</Table.Th>
                          <Table.Td ta="right">{formatCents(order.paidCents)}</Table.Td>
                        </Table.Tr>
                        <Table.Tr>
                          <Table.Th scope="row">Due</Table.Th>
                          <Table.Td ta="right" fw={700} data-testid="amount-due">
                            {formatCents(order.dueCents)}
                          </Table.Td>
                        </Table.Tr>
                      </Table.Tbody>
                    </Table>
                    <Title order={3} fz="md">
                      Items
                    </Title>
                    {order.lines.map((line) => (
                      <Text key={line.lineId} size="sm">
                        {line.title} × {line.quantity}: {formatCents(line.totalCents)}
                      </Text>
                    ))}
                    <Title order={3} fz="md">
                      Payments
                    </Title>
                    {order.payments.map((payment) => (
                      <Text key={payment.paymentId} size="sm">
                        {METHOD_LABELS[payment.method]}
                        {payment.cardLast4 ? ` ending ${payment.cardLast4}` : ""}
                        {payment.checkNumber ? ` ${payment.checkNumber}` : ""}: {formatCents(payment.amountCents)}
                      </Text>
                    ))}
                  </Stack>
                </Paper>
              </Grid.Col>
              <Grid.Col span={{ base: 12, md: 7 }}>
                {order.dueCents > 0 ? (
                  <PaymentForm
                    mode="terminal"
                    totals={dueTotals(order.dueCents)}
                    acceptedCardBrands={order.acceptedCardBrands}
                    suggestCashDiscount={false}
                    emailSuggestions={order.payerEmail ? [order.payerEmail] : []}
                    initialPayer={{ name: order.payerName, email: order.payerEmail ?? undefined }}
                    submitLabel="Pay the rest"
                    onSubmit={(payment, idempotencyKey) =>
                      payRest.mutateAsync({ module, orderId, amountCents: order.dueCents, ...payment, idempotencyKey })
                    }
                    onOutcome={(outcome) => {
                      void queryClient.invalidateQueries({ queryKey: trpc.checkout.orderSummary.pathKey() });
                      followRedirect(outcome.redirect);
                    }}
                  />
                ) : (
                  <Stack gap="sm">
                    <Alert color="teal" variant="light" data-testid="paid-in-full">
                      This order is paid in full.
                    </Alert>
                    <Button component={Link} to={`${terminalPath(module, "success")}?order_id=${orderId}`} w="fit-content">
                      See the receipt
                    </Button>
                  </Stack>
                )}
              </Grid.Col>
            </Grid>
          );
        }}
      </QueryStates>
    </Stack>
  );
}
