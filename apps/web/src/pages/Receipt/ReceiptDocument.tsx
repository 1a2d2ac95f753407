import { Badge, Divider, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { RECEIPT_STATUS_LABELS, receiptCustomFieldLines, receiptMoney, receiptPaymentLabel } from "@paydesk/domain";
import { useEffect, useRef } from "react";
import { LineArithmetic } from "../../components/LineArithmetic/index.ts";
import { ResponsiveList, type ListColumns } from "../../components/ResponsiveList/index.ts";
import type { Receipt } from "./types.ts";
import { formatDate } from "../../lib/dates.ts";

const STATUS_COLORS: Record<Receipt["status"], string> = { PAID: "green", PARTIAL: "orange", REFUNDED: "gray", VOID: "gray" };

type ReceiptLineRow = Receipt["lines"][number];

/** The receipt's lines: a table where there is room, a card per line on a phone (ResponsiveList). */
function lineColumns(receipt: Receipt): ListColumns<ReceiptLineRow> {
  return [
    {
      header: "Item",
      cell: (line) => (
        <>
          {/* The item by its name: its code is for staff screens, not for the payer who keeps the receipt. */}
          <Text>{line.title}</Text>
          {line.studentName && <Text size="sm">Student: {line.studentName}</Text>}
          {receipt.sellers.length > 1 && (
            <Text size="sm" data-testid="receipt-line-seller">
              Sold by {receipt.sellers.find((s) => s.id === line.sellerId)?.name}
            </Text>
          )}
          {receiptCustomFieldLines(line.cfs).map((field) => (
            <Text size="sm" key={field}>
              {field}
            </Text>
          ))}
          <LineArithmetic line={line} size="sm" c="dimmed" />
        </>
      ),
    },
    { header: "Qty", align: "right", cell: (line) => line.quantity },
    { header: "Price", align: "right", cell: (line) => receiptMoney(line.amountCents) },
    { header: "Total", align: "right", cell: (line) => receiptMoney(line.totalCents) },
  ];
}

interface ReceiptDocumentProps {
  receipt: Receipt;
  /** The heading level of the receipt's title: 2 inside a page that has its own level-1 heading. */
  headingOrder?: 1 | 2 | 3;
  /** The receipt is what the page is for (after a payment): its title takes the keyboard's focus. */
  focusHeading?: boolean;
}

/**
 * One receipt, as the print page, the control page, the public receipt page, the success page,
 * the order summary and the parent history show it: company, order, payer, lines with their
 * student and custom fields, the sums, and the payments by brand and last four or check number.
 * Wording is the domain's (receipt-format.ts), the same as the PDF and the e-mail.
 */
export function ReceiptDocument({ receipt, headingOrder = 2, focusHeading = false }: ReceiptDocumentProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusHeading) heading.current?.focus();
  }, [focusHeading]);
  const { payer } = receipt;
  const address = [
    payer.street,
    payer.street2,
    [payer.city, [payer.state, payer.postalCode].filter(Boolean).join(" ")].filter(Boolean).join(", "),
    payer.country,
  ].filter(Boolean);
  const sums: [string, number, boolean?][] = [["Subtotal", receipt.subtotalCents]];
  if (receipt.taxCents) sums.push(["Tax", receipt.taxCents]);
  if (receipt.shippingCents) sums.push(["Shipping", receipt.shippingCents]);
  if (receipt.feeCents) sums.push(["Convenience fee", receipt.feeCents]);
  if (receipt.feesRemoved) sums.push(["Convenience fee removed", receipt.removedFeeCents]);
  sums.push(["Total", receipt.totalCents, true], ["Paid", receipt.paidCents]);
  if (receipt.dueCents) sums.push(["Due", receipt.dueCents, true]);

  return (
    <Paper p={{ base: "md", sm: "xl" }} radius="lg" withBorder data-print="sheet" data-testid="receipt" aria-labelledby="receipt-title">
      <Stack gap="lg">
        <Group justify="space-between" align="flex-start" wrap="wrap">
          {/* Every seller of the order: a cart may mix a district item and a school item. */}
          <Stack gap={4}>
            {receipt.sellers.map((seller) => (
              <div key={seller.id}>
                <Text fw={700} fz="lg" data-testid="receipt-company">
                  {seller.name}
                </Text>
                {(seller.city || seller.state) && (
                  <Text c="dimmed" size="sm">
                    {[seller.city, seller.state].filter(Boolean).join(", ")}
                  </Text>
                )}
              </div>
            ))}
          </Stack>
          <Stack gap={4} align="flex-end">
            <Title order={headingOrder} fz={22} id="receipt-title" ref={heading} tabIndex={focusHeading ? -1 : undefined}>
              Receipt for order <span data-testid="receipt-order-id">{receipt.orderId}</span>
            </Title>
            <Text size="sm">{formatDate(receipt.createdAt, "long", { zone: receipt.timeZone })}</Text>
            <Badge color={STATUS_COLORS[receipt.status]} variant="light" data-testid="receipt-status">
              {RECEIPT_STATUS_LABELS[receipt.status]}
            </Badge>
          </Stack>
        </Group>

        <div>
          <Text fw={600} size="sm" c="dimmed">
            Payer
          </Text>
          <Text data-testid="receipt-payer">{payer.name}</Text>
          {payer.email && <Text size="sm">{payer.email}</Text>}
          {address.map((line) => (
            <Text size="sm" key={line}>
              {line}
            </Text>
          ))}
        </div>

        <ResponsiveList
          label="Items paid for"
          columns={lineColumns(receipt)}
          rows={receipt.lines}
          rowKey={(line) => line.lineId}
          rowProps={() => ({ "data-testid": "receipt-line" })}
          minWidth={520}
          verticalSpacing="xs"
        />

        <Stack gap={4} w="100%" maw={360} ml="auto" data-testid="receipt-sums">
          {sums.map(([label, cents, strong]) => (
            <Group key={label} justify="space-between">
              <Text fw={strong ? 700 : 400}>{label}</Text>
              <Text fw={strong ? 700 : 400} data-testid={`receipt-${label.toLowerCase().replace(/\s+/g, "-")}`}>
                {receiptMoney(cents)}
              </Text>
            </Group>
          ))}
        </Stack>

        <Divider />
        <div>
          <Text fw={600} size="sm" c="dimmed">
            Payments
          </Text>
          {receipt.payments.length === 0 && <Text size="sm">None</Text>}
          {receipt.payments.map((payment) => (
            <Group key={payment.paymentId} justify="space-between" data-testid="receipt-payment">
              <Text size="sm">
                {receiptPaymentLabel(payment)} · {formatDate(payment.createdAt, "long", { zone: receipt.timeZone })}
              </Text>
              <Text size="sm">{receiptMoney(payment.amountCents)}</Text>
            </Group>
          ))}
        </div>
      </Stack>
    </Paper>
  );
}
