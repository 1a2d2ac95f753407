import { Button, Card, Stack, Table, Text, Title } from "@mantine/core";
import { formatCents, type RefundOption } from "@paydesk/domain";
import type { TModule } from "@paydesk/validators";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { errorMessage } from "../../lib/errors.ts";
import { notifyError, notifySuccess } from "../../lib/notify.tsx";
import { QueryStates } from "../QueryStates/index.ts";
import { trpc } from "../../trpc.ts";
import { KIND_LABELS, STATE_LABELS, VOID_ONLY_NOTE, paymentLabel, type RefundablePaymentRow } from "./labels.ts";
import { RefundModal } from "./RefundModal.tsx";
import { formatDateTime } from "../../lib/dates.ts";

export interface OrderRefundsProps {
  orderId: number;
  module: TModule;
  /** Called after a refund or void succeeded (the page reads the order again: status, totals). */
  onChanged?: () => void;
}

type Actionable = RefundablePaymentRow & { option: Extract<RefundOption, { action: "void" | "refund" }> };

const dateTime = (value: Date | string) => formatDateTime(value);

/**
 * An order's payments with what came back of each, a Refund or Void action per payment (what the
 * server's settlement rule allows now, only for staff who may refund), and the refunds made, by
 * whom and when. Mounted by the transaction detail page.
 */
export function OrderRefunds({ orderId, module, onChanged }: OrderRefundsProps) {
  const queryOptions = trpc.refunds.forOrder.queryOptions({ module, orderId });
  const query = useQuery({ ...queryOptions, retry: false });
  const queryClient = useQueryClient();
  const [acting, setActing] = useState<Actionable | null>(null);
  const retry = useMutation(trpc.refunds.create.mutationOptions());

  const done = async () => {
    setActing(null);
    await queryClient.invalidateQueries({ queryKey: queryOptions.queryKey });
    onChanged?.();
  };

  /** Send a refund the card processor could not take again, with its own key: it resumes, never doubles. */
  const tryAgain = (refund: { paymentId: number; amountCents: number; reason: string; retryKey: string }) =>
    retry.mutate(
      { module, orderId, paymentId: refund.paymentId, amountCents: refund.amountCents, reason: refund.reason, idempotencyKey: refund.retryKey },
      {
        onSuccess: (answer) => {
          notifySuccess(answer.message);
          void done();
        },
        onError: (error) => notifyError(errorMessage(error)),
      },
    );

  return (
    <Card withBorder component="section" aria-labelledby="refunds-heading">
      <Title order={2} fz="lg" id="refunds-heading" mb="sm">
        Refunds
      </Title>
      <QueryStates query={query} rows={3}>
        {(data) => (
          <Stack>
            <Table aria-label="Payments and refunds">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Payment</Table.Th>
                  <Table.Th style={{ textAlign: "right" }}>Paid</Table.Th>
                  <Table.Th style={{ textAlign: "right" }}>Refunded</Table.Th>
                  <Table.Th>Action</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.payments.map((payment) => (
                  <Table.Tr key={payment.paymentId} data-testid={`refund-payment-${payment.paymentId}`}>
                    <Table.Td>{paymentLabel(payment)}</Table.Td>
                    <Table.Td style={{ textAlign: "right" }}>{formatCents(payment.amountCents)}</Table.Td>
                    <Table.Td style={{ textAlign: "right" }}>
                      {formatCents(payment.refundedCents)}
                      {payment.pendingCents > 0 ? ` (+${formatCents(payment.pendingCents)} waiting)` : ""}
                    </Table.Td>
                    <Table.Td>
                      <PaymentAction payment={payment} mayRefund={data.mayRefund} onAct={setActing} />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
            {data.refunds.length === 0 ? (
              <Text c="dimmed" size="sm">
                Nothing has been refunded.
              </Text>
            ) : (
              <Table aria-label="Refunds made">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>When</Table.Th>
                    <Table.Th>Kind</Table.Th>
                    <Table.Th style={{ textAlign: "right" }}>Amount</Table.Th>
                    <Table.Th>Reason</Table.Th>
                    <Table.Th>By</Table.Th>
                    <Table.Th>State</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.refunds.map((refund) => (
                    <Table.Tr key={refund.refundId}>
                      <Table.Td>{dateTime(refund.createdAt)}</Table.Td>
                      <Table.Td>{KIND_LABELS[refund.kind]}</Table.Td>
                      <Table.Td style={{ textAlign: "right" }}>{formatCents(refund.amountCents)}</Table.Td>
                      <Table.Td>{refund.reason}</Table.Td>
                      <Table.Td>{refund.byName ?? "—"}</Table.Td>
                      <Table.Td>
                        {refund.failure ? `${STATE_LABELS[refund.state]}: ${refund.failure}` : STATE_LABELS[refund.state]}
                        {refund.retryKey && (
                          <Button ml="xs" size="xs" variant="light" loading={retry.isPending} onClick={() => tryAgain({ ...refund, retryKey: refund.retryKey! })}>
                            Try again
                          </Button>
                        )}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            )}
          </Stack>
        )}
      </QueryStates>
      <RefundModal module={module} orderId={orderId} payment={acting} onClose={() => setActing(null)} onDone={() => void done()} />
    </Card>
  );
}

function PaymentAction({ payment, mayRefund, onAct }: { payment: RefundablePaymentRow & { option: RefundOption }; mayRefund: boolean; onAct: (payment: Actionable) => void }) {
  const { option } = payment;
  if (option.action === "none") return <Text size="sm">{option.reason}</Text>;
  if (!mayRefund) return <Text size="sm">—</Text>;
  const label = option.action === "void" ? "Void" : "Refund";
  const button = (
    <Button size="xs" variant="light" color="red" aria-label={`${label} ${paymentLabel(payment)}`} onClick={() => onAct({ ...payment, option })}>
      {label}
    </Button>
  );
  if (option.action !== "void") return button;
  // Where the choice is made, say why there is no partial refund yet (domain refundOption).
  return (
    <Stack gap={2} align="flex-start">
      {button}
      <Text size="xs" c="dimmed" maw={260} data-testid="void-only-note">
        {VOID_ONLY_NOTE}
      </Text>
    </Stack>
  );
}
