export { PrintReceiptPage } from "./PrintReceiptPage.tsx";
export { PublicReceiptPage } from "./PublicReceiptPage.tsx";
export { ReceiptScreen, OrderIdUnknown } from "./ReceiptScreen.tsx";
export { ReceiptDocument } from "./ReceiptDocument.tsx";
export type { Receipt } from "./types.ts";
