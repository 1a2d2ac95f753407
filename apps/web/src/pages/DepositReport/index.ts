export { DepositReportPage } from "./DepositReportPage.tsx";
