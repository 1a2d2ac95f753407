import { PAYMENT_MESSAGES } from "@paydesk/validators";
import { Alert } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { QueryStates } from "../../components/QueryStates/index.ts";
import { trpc } from "../../trpc.ts";
import { ReceiptDocument } from "../Receipt/index.ts";
import { PARENT_MODULE } from "./paths.ts";

/** `order_id` from the address as an order id, or null when it is missing or not a number. */
export function orderIdFrom(value: string | null | undefined): number | null {
  if (!value || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 && id <= 2_147_483_647 ? id : null;
}

/**
 * One of the parent's receipts (receipts.view in module parent: the server lets a parent see only
 * the orders they paid). A missing id is the spec's "Your order id is Unknown…" (§8).
 */
export function OrderReceipt({ orderId }: { orderId: number | null }) {
  if (orderId === null) {
    return (
      <Alert color="red" variant="light" role="alert">
        {PAYMENT_MESSAGES.orderIdUnknown}
      </Alert>
    );
  }
  return <LoadedReceipt orderId={orderId} />;
}

function LoadedReceipt({ orderId }: { orderId: number }) {
  const receipt = useQuery(trpc.receipts.view.queryOptions({ orderId, module: PARENT_MODULE }));
  return <QueryStates query={receipt} rows={6}>{(view) => <ReceiptDocument receipt={view} />}</QueryStates>;
}
