/**
 * The payment step's "remove convenience fees" box (docs/product/terminal.md): choosing card unticks it;
 * choosing cash or check ticks it when the company's suggested cash discount flag is yes, and
 * otherwise leaves it as the user left it.
 */
import type { PaymentMethod } from "@paydesk/validators";

export function feeRemovalAfterChoosing(method: PaymentMethod, current: boolean, suggestsCashDiscount: boolean): boolean {
  if (method === "card") return false;
  return suggestsCashDiscount || current;
}
