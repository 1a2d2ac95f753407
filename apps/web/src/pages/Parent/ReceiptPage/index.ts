export { ReceiptPage } from "./ReceiptPage.tsx";
