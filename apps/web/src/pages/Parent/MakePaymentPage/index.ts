export { MakePaymentPage } from "./MakePaymentPage.tsx";
