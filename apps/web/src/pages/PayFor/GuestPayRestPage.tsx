import { Button, Stack } from "@mantine/core";
import { Link, useParams } from "react-router";
import { PayerOrderSummary } from "../../components/OrderSummary/index.ts";
import { PageHeader } from "../../components/PageHeader/index.ts";
import { OrderIdUnknown } from "../Receipt/index.ts";
import { orderIdFrom } from "../Receipt/useReceipt.ts";
import { GUEST_PATHS } from "./guest.ts";
import { PublicPayLayout } from "./PublicPayLayout.tsx";

/**
 * `/pay/rest/{orderId}/{token}`: whoever holds the order's receipt token (the guest's receipt, a
 * collections reminder) pays what a partial authorization left due, by card, no sign-in needed.
 */
export function GuestPayRestPage() {
  const params = useParams();
  const orderId = orderIdFrom(params.orderId);
  const token = params.token ?? "";
  return (
    <PublicPayLayout width={1100}>
      <Stack gap="lg">
        <PageHeader title="Pay the rest of your order" description="Part of your payment was approved. Pay what is still due." />
        {orderId === null ? (
          <OrderIdUnknown />
        ) : (
          <PayerOrderSummary
            access={{ orderId, token }}
            paidInFull={
              <Button component={Link} to={GUEST_PATHS.receipt(orderId, token)} w="fit-content">
                See the receipt
              </Button>
            }
          />
        )}
      </Stack>
    </PublicPayLayout>
  );
}
