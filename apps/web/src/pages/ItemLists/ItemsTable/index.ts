export { ItemsTable, type RowActions } from "./ItemsTable.tsx";
