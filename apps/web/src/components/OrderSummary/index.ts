export { OrderSummaryView, type OrderSummaryData } from "./OrderSummaryView.tsx";
export { PayRestNotice } from "./PayRestNotice.tsx";
export { PayerOrderSummary } from "./PayerOrderSummary.tsx";
