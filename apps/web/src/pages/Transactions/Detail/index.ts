export { TransactionDetailPage } from "./TransactionDetailPage.tsx";
