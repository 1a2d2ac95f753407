export { TransactionsListPage } from "./TransactionsListPage.tsx";
