export { CompanySuggest, type CompanySuggestion, type CompanySuggestProps } from "./CompanySuggest.tsx";
