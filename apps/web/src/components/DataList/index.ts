export { pageCount, visibleColumns, type DataColumn, type DataColumns } from "./columns.ts";
export { DataList, type DataListProps } from "./DataList.tsx";
export { DataTable, type DataTableProps, type DataTableSelection } from "./DataTable.tsx";
export { useStableHandler } from "./useStableHandler.ts";
export { NumberedPager } from "./NumberedPager.tsx";
export { EditDeleteButtons } from "./EditDeleteButtons.tsx";
export { RowActionsMenu } from "./RowActionsMenu.tsx";
export { PersonCell } from "./PersonCell.tsx";
