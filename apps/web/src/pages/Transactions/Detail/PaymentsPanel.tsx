import { Card, Table, Text, Title } from "@mantine/core";
import { cardText } from "../../../lib/labels.ts";
import { money } from "./format.ts";
import type { TransactionDetail } from "./types.ts";

const METHOD_LABELS = { CARD: "Card", CASH: "Cash", CHECK: "Check" } as const;

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
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Method</Table.Th>
              <Table.Th>Card</Table.Th>
              <Table.Th>Check number</Table.Th>
              <Table.Th style={{ textAlign: "right" }}>Amount</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {detail.payments.map((p) => (
              <Table.Tr key={p.paymentId}>
                <Table.Td>{METHOD_LABELS[p.method]}</Table.Td>
                <Table.Td>{p.method === "CARD" ? cardText(p.cardBrand, p.cardLast4) : "—"}</Table.Td>
                <Table.Td>{p.checkNumber ?? "—"}</Table.Td>
                <Table.Td style={{ textAlign: "right" }}>{money(p.amountCents)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <Text mt="sm" size="sm">
        Total {money(detail.totalCents)} · Paid {money(detail.paidCents)}
        {detail.dueCents > 0 ? ` · Due ${money(detail.dueCents)}` : ""}
      </Text>
    </Card>
  );
}
