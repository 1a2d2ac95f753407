export { SelectableRow, SelectAllHeader, SelectRowCell } from "./SelectableTable.tsx";
