import { Alert } from "@mantine/core";
import { PAYMENT_QUERY_CODES, type PaymentQueryCode } from "@paydesk/validators";
import { IconAlertTriangle } from "@tabler/icons-react";
import { useSearchParams } from "react-router";

/** The code of `?error=MIN_PAYMENT_ERROR` (or `?code=`), when it is one of spec 3 §8's. */
export function queryCodeOf(params: URLSearchParams): PaymentQueryCode | null {
  const code = params.get("error") ?? params.get("code");
  return code !== null && Object.hasOwn(PAYMENT_QUERY_CODES, code) ? (code as PaymentQueryCode) : null;
}

/** Spec 3 §5/§8: MIN_PAYMENT_ERROR and NO_ITEMS_ADDED in the query string show their messages. */
export function QueryCodeAlert() {
  const [params] = useSearchParams();
  const code = queryCodeOf(params);
  if (!code) return null;
  return (
    <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />} role="alert" data-testid="query-code-message">
      {PAYMENT_QUERY_CODES[code]}
    </Alert>
  );
}
