export { OrderSummaryView, type OrderSummaryData } from "./OrderSummaryView.tsx";
export { PayRestNotice } from "./PayRestNotice.tsx";
