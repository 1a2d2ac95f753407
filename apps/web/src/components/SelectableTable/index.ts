export { ActionsHeader, SelectableRow, SelectAllHeader, SelectRowCell } from "./SelectableTable.tsx";
