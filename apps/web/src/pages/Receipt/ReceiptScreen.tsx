import { Alert, Stack } from "@mantine/core";
import { PAYMENT_MESSAGES } from "@paydesk/validators";
import { IconAlertTriangle } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { Navigate, useLocation } from "react-router";
import { QueryStates } from "../../components/QueryStates/index.ts";
import { errorCode } from "../../lib/errors.ts";
import { loginPath } from "../../navigation/paths.ts";
import { ReceiptActions } from "./ReceiptActions.tsx";
import { ReceiptDocument } from "./ReceiptDocument.tsx";
import { useReceipt, type ReceiptAccess } from "./useReceipt.ts";

/**
 * The print page without an order id, or with one no receipt answers to
 * (docs/product/checkout-and-payments.md, Receipts).
 */
export function OrderIdUnknown() {
  return (
    <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />} role="alert" data-testid="receipt-unknown">
      {PAYMENT_MESSAGES.orderIdUnknown}
    </Alert>
  );
}

interface ReceiptScreenProps {
  /** Null when the address holds no readable order id. */
  access: ReceiptAccess | null;
  /** Whether to offer print, PDF and e-mail (the embedded receipt may leave them to its page). */
  actions?: boolean;
  headingOrder?: 1 | 2 | 3;
  /** Shown above the receipt once it has loaded (the public page's e-mailed notice). */
  notice?: ReactNode;
  /** The receipt's title takes the focus once loaded (the page after a payment). */
  focusHeading?: boolean;
}

/**
 * The receipt of one order with its states: unknown id, loading, refused, loaded. The component the
 * success page, the order summary and the parent history embed (`<ReceiptScreen access={…} />`).
 * An unknown order and a wrong token read as the unknown id; a refusal (FORBIDDEN) goes to the
 * page's error boundary, which shows the access denial. A signed-out visitor without a token (the
 * e-mailed `/pay/receipt/{orderId}/view`) is sent to sign in and back.
 */
export function ReceiptScreen({ access, actions = true, headingOrder, notice, focusHeading = false }: ReceiptScreenProps) {
  const receipt = useReceipt(access);
  const location = useLocation();
  if (access === null) return <OrderIdUnknown />;
  const code = errorCode(receipt.error);
  if (receipt.isError && code === "UNAUTHORIZED") return <Navigate to={loginPath(location.pathname + location.search)} replace />;
  if (receipt.isError && (code === "NOT_FOUND" || code === "BAD_REQUEST")) return <OrderIdUnknown />;
  return (
    <QueryStates query={receipt} rows={6}>
      {(data) => (
        <Stack gap="md">
          {notice}
          {actions && <ReceiptActions access={access} payerEmail={data.payer.email} emailedTo={data.emailedTo} />}
          <ReceiptDocument receipt={data} headingOrder={headingOrder} focusHeading={focusHeading} />
        </Stack>
      )}
    </QueryStates>
  );
}
