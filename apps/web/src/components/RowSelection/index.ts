export { selectableKeys, summarize, toggleAllKeys, toggleKey, type SelectionSummary } from "./selection.ts";
export { useRowSelection, type RowSelection } from "./useRowSelection.ts";
