import { Button } from "@mantine/core";
import { Link, useParams } from "react-router";
import { MenuGate } from "../../../components/MenuGate/index.ts";
import { PayerOrderSummary } from "../../../components/OrderSummary/index.ts";
import { PageHeader } from "../../../components/PageHeader/index.ts";
import { PhoneFirst } from "../../../components/PhoneFirst/index.ts";
import { OrderIdUnknown } from "../../Receipt/index.ts";
import { orderIdFrom } from "../OrderReceipt.tsx";
import { PARENT_MODULE, PARENT_PATHS } from "../paths.ts";

/**
 * `/parent/rest/{orderId}`: a parent pays what a partial authorization left due on their own order
 * (their receipt and the collections reminder link here), by card, with the terminal's
 * order-summary call.
 */
export function PayRestPage() {
  return <MenuGate path="rest/:orderId">{() => <PayRest />}</MenuGate>;
}

function PayRest() {
  const orderId = orderIdFrom(useParams().orderId);
  return (
    <PhoneFirst maw={1100}>
      <PageHeader title={orderId === null ? "Pay the rest" : `Pay the rest of order ${orderId}`} description="Part of your payment was approved. Pay what is still due." />
      {orderId === null ? (
        <OrderIdUnknown />
      ) : (
        <PayerOrderSummary
          access={{ orderId, module: PARENT_MODULE }}
          paidInFull={
            <Button component={Link} to={PARENT_PATHS.receipt(orderId)} w={{ base: "100%", xs: "fit-content" }}>
              See the receipt
            </Button>
          }
        />
      )}
    </PhoneFirst>
  );
}
