import { Alert, Button, Group } from "@mantine/core";
import { IconCircleCheck } from "@tabler/icons-react";
import { Link, useSearchParams } from "react-router";
import { MenuGate } from "../../../components/MenuGate/index.ts";
import { PageHeader } from "../../../components/PageHeader/index.ts";
import { PhoneFirst } from "../../../components/PhoneFirst/index.ts";
import { OrderReceipt } from "../OrderReceipt.tsx";
import { PARENT_PATHS } from "../paths.ts";

/** `/parent/success?order_id=`: after paying, the thanks and the receipt of the order. */
export function SuccessPage() {
  return <MenuGate path="success">{() => <Success />}</MenuGate>;
}

function Success() {
  const [params] = useSearchParams();
  const rawOrderId = params.get("order_id");
  return (
    <PhoneFirst maw={900}>
      <PageHeader
        title="Thank you for your payment"
        actions={
          <Group>
            <Button component={Link} to={PARENT_PATHS.history} variant="default">
              Payment history
            </Button>
            <Button component={Link} to={PARENT_PATHS.pay}>
              Make another payment
            </Button>
          </Group>
        }
      />
      {rawOrderId !== null && (
        <Alert color="teal" variant="light" icon={<IconCircleCheck size={18} aria-hidden />} data-testid="payment-received">
          Your payment was received. Your receipt is below.
        </Alert>
      )}
      <OrderReceipt rawOrderId={rawOrderId} />
    </PhoneFirst>
  );
}
