import { Alert, Stack, Text, Title } from "@mantine/core";
import { IconCircleCheck } from "@tabler/icons-react";
import { useParams } from "react-router";
import { ReceiptScreen } from "../Receipt/index.ts";
import { orderIdFrom } from "../Receipt/useReceipt.ts";
import { PayRestNotice } from "../../components/OrderSummary/index.ts";
import { GUEST_PATHS } from "./guest.ts";
import { PublicPayLayout } from "./PublicPayLayout.tsx";

/**
 * `/pay/success/{orderId}/{token}`: a guest's receipt after paying, opened by the receipt token
 * the payment answered (docs/product/checkout-and-payments.md, Receipts): whoever holds the link
 * may read it, nobody else.
 */
export function GuestReceiptPage() {
  const params = useParams();
  const orderId = orderIdFrom(params.orderId);
  const token = params.token ?? "";
  return (
    <PublicPayLayout width={900}>
      <Stack gap="lg">
        <Title order={1} fz={26}>
          Your receipt
        </Title>
        <ReceiptScreen
          access={orderId === null ? null : { orderId, token }}
          headingOrder={2}
          notice={
            <Stack gap="sm">
              <Alert color="teal" variant="light" icon={<IconCircleCheck size={18} aria-hidden />} data-testid="payment-received">
                <Text>Thank you for your payment. Keep this page's address: it opens your receipt again.</Text>
              </Alert>
              {orderId !== null && <PayRestNotice access={{ orderId, token }} to={GUEST_PATHS.payRest(orderId, token)} />}
            </Stack>
          }
        />
      </Stack>
    </PublicPayLayout>
  );
}
