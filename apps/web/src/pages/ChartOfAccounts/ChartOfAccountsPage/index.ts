export { PrimaryAccountsPage, SubAccountsPage } from "./ChartOfAccountsPage.tsx";
