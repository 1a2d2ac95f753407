export { OperationsPage } from "./OperationsPage.tsx";
