export { ResponsiveList, useListLayout, type ResponsiveListProps } from "./ResponsiveList.tsx";
export { cardLayout, tableColumns, type ListColumn, type ListColumns, type ListLayout } from "./layout.ts";
