import { Alert, Stack, Text, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { IconCircleCheck } from "@tabler/icons-react";
import { useParams } from "react-router";
import { QueryStates } from "../../components/QueryStates/index.ts";
import { trpc } from "../../trpc.ts";
import { orderIdFrom } from "../Parent/OrderReceipt.tsx";
import { ReceiptDocument } from "../Receipt/index.ts";
import { PublicPayLayout } from "./PublicPayLayout.tsx";

/**
 * `/pay/success/{orderId}/{token}`: a guest's receipt after paying, opened by the receipt token
 * the payment answered (CONVENTIONS §7): whoever holds the link may read it, nobody else.
 */
export function GuestReceiptPage() {
  const params = useParams();
  const orderId = orderIdFrom(params.orderId) ?? 0;
  const token = params.token ?? "";
  const receipt = useQuery({ ...trpc.receipts.viewByToken.queryOptions({ orderId, token }), retry: false });
  return (
    <PublicPayLayout width={900}>
      <Stack gap="lg">
        <Title order={1} fz={26}>
          Your receipt
        </Title>
        <QueryStates query={receipt} rows={6}>
          {(view) => (
            <Stack gap="md">
              <Alert color="teal" variant="light" icon={<IconCircleCheck size={18} aria-hidden />} data-testid="payment-received">
                <Text>Thank you for your payment. Keep this page's address: it opens your receipt again.</Text>
              </Alert>
              <ReceiptDocument receipt={view} />
            </Stack>
          )}
        </QueryStates>
      </Stack>
    </PublicPayLayout>
  );
}
