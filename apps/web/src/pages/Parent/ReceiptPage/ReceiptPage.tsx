import { Button } from "@mantine/core";
import { Link, useParams } from "react-router";
import { MenuGate } from "../../../components/MenuGate/index.ts";
import { PageHeader } from "../../../components/PageHeader/index.ts";
import { PhoneFirst } from "../../../components/PhoneFirst/index.ts";
import { OrderReceipt } from "../OrderReceipt.tsx";
import { PARENT_PATHS } from "../paths.ts";

/** `/parent/history/{orderId}`: the receipt of one of the parent's payments. */
export function ReceiptPage() {
  return <MenuGate path="history/:orderId">{() => <Receipt />}</MenuGate>;
}

function Receipt() {
  const { orderId } = useParams();
  return (
    <PhoneFirst maw={900}>
      <PageHeader
        title="Your receipt"
        actions={
          <Button component={Link} to={PARENT_PATHS.history} variant="default">
            Back to the history
          </Button>
        }
      />
      <OrderReceipt rawOrderId={orderId} />
    </PhoneFirst>
  );
}
