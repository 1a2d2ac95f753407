export { PrintReceiptPage } from "./PrintReceiptPage.tsx";
export { PublicReceiptPage } from "./PublicReceiptPage.tsx";
export { ReceiptScreen, OrderIdUnknown } from "./ReceiptScreen.tsx";
export { ReceiptView } from "./ReceiptView.tsx";
export type { Receipt } from "./types.ts";
