import { Alert, Button, Group, Stack } from "@mantine/core";
import type { TModule } from "@paydesk/validators";
import { IconCircleCheck } from "@tabler/icons-react";
import { notifications } from "@mantine/notifications";
import { useEffect } from "react";
import { Link, useSearchParams } from "react-router";
import { MenuGate } from "../../components/MenuGate/index.ts";
import { PageHeader } from "../../components/PageHeader/index.ts";
import { orderText } from "../../lib/labels.ts";
import { safeNextPath } from "../../navigation/paths.ts";
import { terminalPath } from "./paths.ts";
import { orderIdFrom } from "../Receipt/useReceipt.ts";
import { ReceiptScreen } from "../Receipt/index.ts";

interface SuccessProps {
  /** The screen's menu entry: the success page, or /school/vtpay/confirm. */
  menuPath: "virtual-terminal/success" | "vtpay/confirm";
}

/**
 * `/{module}/virtual-terminal/success?return_url&order_id` and `/school/vtpay/confirm?order_id`
 * (docs/product/terminal.md): the payment went through; the receipt embedded, to print or e-mail,
 * and the way back.
 */
export function SuccessPage({ menuPath }: SuccessProps) {
  return <MenuGate path={menuPath}>{(_session, module) => <Success module={module} />}</MenuGate>;
}

function Success({ module }: { module: TModule }) {
  // Notices of the sale's steps ("added to the cart") are over once it is paid: none lingers on the receipt.
  useEffect(() => notifications.clean(), []);
  const [params] = useSearchParams();
  const orderId = orderIdFrom(params.get("order_id") ?? undefined);
  // return_url comes from the address: followed only when it stays on this site.
  const back = safeNextPath(params.get("return_url")) ?? terminalPath(module, "office");
  return (
    <Stack gap="lg" maw={860}>
      <PageHeader
        title="Payment received"
        actions={
          <Group gap="sm">
            {orderId !== null && (
              <Button component={Link} to={terminalPath(module, `print-receipt/${orderId}`)} variant="default">
                Printable receipt
              </Button>
            )}
            <Button component={Link} to={back}>
              New sale
            </Button>
          </Group>
        }
      />
      {orderId !== null && (
        <Alert color="teal" variant="light" icon={<IconCircleCheck size={18} aria-hidden />} data-testid="payment-success">
          {orderText(orderId)} is paid.
        </Alert>
      )}
      {/* The receipts' own screen: the document, print, PDF and e-mail, or "Your order id is Unknown…". */}
      <ReceiptScreen access={orderId === null ? null : { orderId, module }} headingOrder={2} focusHeading />
    </Stack>
  );
}
