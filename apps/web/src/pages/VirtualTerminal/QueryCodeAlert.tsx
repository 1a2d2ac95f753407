import { Alert } from "@mantine/core";
import { PAYMENT_QUERY_CODES } from "@paydesk/validators";
import { IconAlertTriangle } from "@tabler/icons-react";
import { useSearchParams } from "react-router";
import { queryCodeOf } from "./flash.ts";

/**
 * MIN_PAYMENT_ERROR and NO_ITEMS_ADDED in the query string show their messages
 * (docs/product/terminal.md).
 */
export function QueryCodeAlert() {
  const [params] = useSearchParams();
  const code = queryCodeOf(params);
  if (!code) return null;
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertTriangle size={18} aria-hidden />}
      role="alert"
      data-testid="query-code-message"
    >
      {PAYMENT_QUERY_CODES[code]}
    </Alert>
  );
}
