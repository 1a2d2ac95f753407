import { ReceiptScreen } from "../Receipt/index.ts";
import { orderIdFrom as receiptOrderIdFrom } from "../Receipt/useReceipt.ts";
import { PayRestNotice } from "../../components/OrderSummary/index.ts";
import { PARENT_MODULE, PARENT_PATHS } from "./paths.ts";

/** An order id from the address (the receipt page's rule), taking a missing query parameter too. */
export function orderIdFrom(raw: string | null | undefined): number | null {
  return receiptOrderIdFrom(raw ?? undefined);
}

/**
 * One of the parent's receipts (receipts.view in module parent: the server lets a parent read only
 * the orders they paid). A missing or unreadable id is the product's "Your order id is Unknown…"
 * (docs/product/checkout-and-payments.md, Receipts).
 */
export function OrderReceipt({ rawOrderId }: { rawOrderId: string | null | undefined }) {
  const orderId = orderIdFrom(rawOrderId);
  return (
    <ReceiptScreen
      access={orderId === null ? null : { orderId, module: PARENT_MODULE }}
      headingOrder={2}
      notice={orderId === null ? null : <PayRestNotice access={{ orderId, module: PARENT_MODULE }} to={PARENT_PATHS.payRest(orderId)} />}
    />
  );
}
