export { CheckoutPage } from "./CheckoutPage.tsx";
