/**
 * Whose cart a call works on (docs/product/checkout-and-payments.md): a staff user's terminal cart, a
 * parent's cart, or a guest browser's cart. The procedure ladder decides which (`payerProcedure` in the api's
 * trpc.ts); the cart services only ever act on the cart of the payer they are given.
 */
import type { Actor } from "@paydesk/domain";
import type { TModule } from "@paydesk/validators";
import type { ServiceContext, TxContext } from "../../platform/context.ts";

/** Sets the guest cart's cookie when a guest's first add creates their cart. */
export interface GuestCartCookieJar {
  set(key: string): void;
}

export type CartPayer =
  | { purpose: "TERMINAL"; actor: Actor; module: TModule }
  | { purpose: "PARENT"; actor: Actor }
  | { purpose: "GUEST"; guestKey: string | null; cookie: GuestCartCookieJar };

export interface CartContext extends ServiceContext {
  payer: CartPayer;
}
export type CartTxContext = TxContext<CartContext>;

export function isStaffPayer(payer: CartPayer): payer is Extract<CartPayer, { purpose: "TERMINAL" }> {
  return payer.purpose === "TERMINAL";
}
