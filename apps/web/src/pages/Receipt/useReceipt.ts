import type { TModule } from "@paydesk/validators";
import { useQuery } from "@tanstack/react-query";
import { trpc } from "../../trpc.ts";

/** How a page may read the receipt: signed in (in a module, or not), or with the payment's token. */
export interface ReceiptAccess {
  orderId: number;
  token?: string;
  module?: TModule;
}

/** A readable order id from the address, or null ("Your order id is Unknown…"). */
export function orderIdFrom(raw: string | undefined): number | null {
  if (!raw || !/^\d{1,10}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 && id <= 2_147_483_647 ? id : null;
}

export function useReceipt(access: ReceiptAccess | null) {
  const id = access?.orderId ?? 0;
  // Both queries are declared (hooks run in the same order every time); only one is enabled.
  const byToken = useQuery({
    ...trpc.receipts.viewByToken.queryOptions({ orderId: id, token: access?.token ?? "" }),
    enabled: access !== null && access.token !== undefined,
    retry: false,
  });
  const signedIn = useQuery({
    ...trpc.receipts.view.queryOptions({ orderId: id, module: access?.module }),
    enabled: access !== null && access.token === undefined,
    retry: false,
  });
  return access?.token !== undefined ? byToken : signedIn;
}
