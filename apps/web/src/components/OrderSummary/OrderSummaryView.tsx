import { Alert, Badge, Grid, Group, Paper, Stack, Table, Text, Title } from "@mantine/core";
import { formatCents, RECEIPT_STATUS_LABELS } from "@paydesk/domain";
import type { AppRouter, inferRouterOutputs } from "@paydesk/api";
import type { ReactNode } from "react";
import { paymentText } from "../../lib/labels.ts";
import { LineArithmetic } from "../LineArithmetic/index.ts";
import { ResponsiveList, type ListColumns } from "../ResponsiveList/index.ts";
import { PaymentForm, type PaymentFormProps, type PaymentTotals } from "../PaymentForm/index.ts";

export type OrderSummaryData = inferRouterOutputs<AppRouter>["checkout"]["orderSummary"];

/** What is still due, as the payment step's totals: no fee or tax is added to the rest. */
function dueTotals(dueCents: number): PaymentTotals {
  return { subtotalCents: dueCents, taxCents: 0, shippingCents: 0, feeCents: 0, totalCents: dueCents, totalWithoutFeesCents: dueCents };
}


type SummaryLine = OrderSummaryData["lines"][number];
type SummaryPayment = OrderSummaryData["payments"][number];

/** What each line came to: its title heads the card, its sum (price × quantity + fee + tax) under it. */
const LINE_COLUMNS: ListColumns<SummaryLine> = [
  { header: "Item", phone: "title", cell: (line) => <Text fw={600}>{line.title}</Text> },
  { header: "Amount", cell: (line) => <LineArithmetic line={line} size="sm" /> },
];

/** How it was paid so far: the card as every screen words it, cash, or the check's number. */
const PAYMENT_COLUMNS: ListColumns<SummaryPayment> = [
  {
    header: "Payment",
    phone: "title",
    cell: (payment) => paymentText(payment),
  },
  { header: "Amount", align: "right", cell: (payment) => formatCents(payment.amountCents) },
];

interface OrderSummaryViewProps {
  order: OrderSummaryData;
  /** terminal: staff (card, cash, check); online: the parent or a guest (card). */
  mode: PaymentFormProps["mode"];
  onPay: PaymentFormProps["onSubmit"];
  onOutcome: PaymentFormProps["onOutcome"];
  /** A guest paying by the receipt's link: the security check after a decline. */
  guest?: boolean;
  /** Shown in place of the form once nothing is due (a link to the receipt). */
  paidInFull: ReactNode;
  /** The terminal's own address, offered as one click (staff at the counter). */
  counterAddress?: PaymentFormProps["counterAddress"];
}

/**
 * The order summary after a partial authorization (docs/product/checkout-and-payments.md): the order,
 * what was paid, what is due, and the payment form for the rest. One view for the terminal's page, the
 * parent area's and the guest's.
 */
export function OrderSummaryView({ order, mode, onPay, onOutcome, guest = false, paidInFull, counterAddress = null }: OrderSummaryViewProps) {
  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 5 }}>
        <Paper withBorder p="md" radius="md">
          <Stack gap="sm">
            <Group justify="space-between">
              <Title order={2} fz="lg">
                Summary
              </Title>
              <Badge color={order.status === "PARTIAL" ? "orange" : "teal"}>
                {RECEIPT_STATUS_LABELS[order.status]}
              </Badge>
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
            <ResponsiveList
              label="Items of the order"
              columns={LINE_COLUMNS}
              rows={order.lines}
              rowKey={(line) => line.lineId}
              rowProps={() => ({ "data-testid": "summary-line" })}
              // A narrow column beside the form, or the phone's width: stacked rows either way.
              listLayout="cards"
            />
            <Title order={3} fz="md">
              Payments
            </Title>
            <ResponsiveList
              label="Payments of the order"
              columns={PAYMENT_COLUMNS}
              rows={order.payments}
              rowKey={(payment) => payment.paymentId}
              rowProps={() => ({ "data-testid": "summary-payment" })}
              // A narrow column beside the form, or the phone's width: stacked rows either way.
              listLayout="cards"
            />
          </Stack>
        </Paper>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 7 }}>
        {order.dueCents > 0 ? (
          <PaymentForm
            mode={mode}
            totals={dueTotals(order.dueCents)}
            acceptedCardBrands={order.acceptedCardBrands}
            suggestCashDiscount={false}
            emailSuggestions={order.payerEmail ? [order.payerEmail] : []}
            initialPayer={{ name: order.payerName, email: order.payerEmail ?? undefined }}
            // The first card's billing address: the card paying the rest is not asked for it again.
            initialAddress={order.payerAddress}
            counterAddress={counterAddress}
            submitLabel="Pay the rest"
            onSubmit={onPay}
            onOutcome={onOutcome}
            guest={guest}
          />
        ) : (
          <Stack gap="sm">
            <Alert color="teal" variant="light" data-testid="paid-in-full">
              This order is paid in full.
            </Alert>
            {paidInFull}
          </Stack>
        )}
      </Grid.Col>
    </Grid>
  );
}
