export { AccountsTable, isDeletable } from "./AccountsTable.tsx";
