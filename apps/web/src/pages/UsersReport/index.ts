export { UsersReportPage } from "./UsersReportPage.tsx";
