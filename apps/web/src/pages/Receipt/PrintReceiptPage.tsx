import { Stack } from "@mantine/core";
import { useParams } from "react-router";
import { PageHeader } from "../../components/PageHeader/index.ts";
import type { TModule } from "@paydesk/validators";
import { ReceiptScreen } from "./ReceiptScreen.tsx";
import { orderIdFrom } from "./useReceipt.ts";

/**
 * `/{module}/virtual-terminal/print-receipt/{orderId}` and `/control/receipt/{orderId}`
 * (docs/product/checkout-and-payments.md, Receipts): a printable receipt inside the module shell.
 * Printing prints the receipt alone (app/print.css). Without a readable id: "Your order id is
 * Unknown. Please refresh the page".
 */
export function PrintReceiptPage({ module }: { module: TModule }) {
  const id = orderIdFrom(useParams().orderId);
  return (
    <Stack gap="lg" maw={960}>
      <PageHeader title="Receipt" description="Print it, download it as a PDF, or e-mail it to the payer." />
      <ReceiptScreen access={id === null ? null : { orderId: id, module }} />
    </Stack>
  );
}
