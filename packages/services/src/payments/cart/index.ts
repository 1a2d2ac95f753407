export type { CartContext, CartPayer, CartTxContext, GuestCartCookieJar } from "./payer.ts";
export { GUEST_CART_COOKIE, guestCartKeyHash, plausibleGuestKey } from "./guest-key.ts";
export { findCartId } from "./cart-store.ts";
export { addManyToCart, addToCart, type SkippedItem } from "./add.ts";
export { readCart, type CartLineView, type PricedCart } from "./lines.ts";
export { listCart, type CartListView } from "./list.ts";
export { clearCart, getCartLine, inCart, removeCartLine, updateCartLine } from "./edit.ts";
