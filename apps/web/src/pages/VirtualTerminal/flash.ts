/** Messages the terminal's pages read from the query string (docs/product/terminal.md). */
import { PAYMENT_QUERY_CODES, type PaymentQueryCode } from "@paydesk/validators";

/**
 * The code of `?error=MIN_PAYMENT_ERROR` (or `?code=`), when it is one of the product's
 * (docs/product/terminal.md).
 */
export function queryCodeOf(params: URLSearchParams): PaymentQueryCode | null {
  const code = params.get("error") ?? params.get("code");
  return code !== null && Object.hasOwn(PAYMENT_QUERY_CODES, code) ? (code as PaymentQueryCode) : null;
}

export interface FlashMessage {
  kind: "success" | "error" | "info";
  text: string;
}

const MAX_FLASH_LENGTH = 500;

/**
 * The messages of the query string (`?success=…`, `?error=…`, `?message=…`), as plain text: a
 * link cannot inject markup (React escapes it). An error that is one of the product's query codes
 * shows its message.
 */
export function flashMessagesOf(params: URLSearchParams): FlashMessage[] {
  const messages: FlashMessage[] = [];
  const code = queryCodeOf(params);
  for (const [key, kind] of [
    ["success", "success"],
    ["error", "error"],
    ["message", "info"],
    ["msg", "info"],
  ] as const) {
    for (const value of params.getAll(key)) {
      const text =
        key === "error" && code !== null && value === code ? PAYMENT_QUERY_CODES[code] : value.trim().slice(0, MAX_FLASH_LENGTH);
      if (text) messages.push({ kind, text });
    }
  }
  return messages;
}
