import { Card, Text, Title } from "@mantine/core";
import { DataTable, type DataColumns } from "../../../components/DataList/index.ts";
import { cardText, METHOD_LABELS } from "../../../lib/labels.ts";
import { money } from "./format.ts";
import type { TransactionDetail } from "./types.ts";

type Payment = TransactionDetail["payments"][number];

const columns: DataColumns<Payment> = [
  { header: "Method", cell: (payment) => METHOD_LABELS[payment.method] },
  { header: "Card", cell: (payment) => (payment.method === "CARD" ? cardText(payment.cardBrand, payment.cardLast4) : "—") },
  { header: "Check number", cell: (payment) => payment.checkNumber ?? "—" },
  { header: "Amount", align: "right", cell: (payment) => money(payment.amountCents) },
];

/** How the order was paid: method, card brand and last four, check number, amount. */
export function PaymentsPanel({ detail }: { detail: TransactionDetail }) {
  return (
    <Card withBorder component="section" aria-labelledby="payments-heading">
      <Title order={2} fz="lg" id="payments-heading" mb="sm">
        Payments
      </Title>
      {detail.payments.length === 0 ? (
        <Text c="dimmed">No payments.</Text>
      ) : (
        <DataTable label="Payments" columns={columns} rows={detail.payments} rowKey={(payment) => payment.paymentId} verticalSpacing="xs" />
      )}
      <Text mt="sm" size="sm">
        Total {money(detail.totalCents)} · Paid {money(detail.paidCents)}
        {detail.dueCents > 0 ? ` · Due ${money(detail.dueCents)}` : ""}
      </Text>
    </Card>
  );
}
