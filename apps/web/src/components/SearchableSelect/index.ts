export { SearchableMultiSelect, SearchableSelect, type SearchableMultiSelectProps, type SearchableSelectProps } from "./SearchableSelect.tsx";
