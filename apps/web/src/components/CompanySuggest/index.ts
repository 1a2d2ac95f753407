export { CompanyOption } from "./CompanyOption.tsx";
export { CompanySuggest, type CompanySuggestProps } from "./CompanySuggest.tsx";
export { useCompanySuggestions, type CompanySuggestion } from "./useCompanySuggestions.ts";
export { useCompanyPick } from "./useCompanyPick.ts";
