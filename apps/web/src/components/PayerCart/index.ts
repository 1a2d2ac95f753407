export { CartLines, type CartLineRow } from "./CartLines.tsx";
export { CartTotals } from "./CartTotals.tsx";
export { useCart } from "./useCart.ts";
export { useAddToCart } from "./useAddToCart.ts";
export { PayerCheckout } from "./PayerCheckout.tsx";
