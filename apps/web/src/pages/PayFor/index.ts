export { GuestCheckoutPage } from "./GuestCheckoutPage.tsx";
export { GuestReceiptPage } from "./GuestReceiptPage.tsx";
export { PayForPage } from "./PayForPage.tsx";
export { GuestPayRestPage } from "./GuestPayRestPage.tsx";
