export { CartLines, type CartLineRow } from "./CartLines.tsx";
export { useCart } from "./useCart.ts";
export { useAddToCart } from "./useAddToCart.ts";
export { PayerCheckout } from "./PayerCheckout.tsx";
