/** The side navigation's scroll animation (docs/product/items-and-fees.md). */
export const SECTION_SCROLL_MS = 400;
/** The chart-of-accounts autocomplete asks 250 ms after the last key (docs/product/chart-of-accounts.md). */
export const COA_SEARCH_DEBOUNCE_MS = 250;
/** The readiness check follows the form without asking on every keystroke. */
export const READINESS_DEBOUNCE_MS = 600;
/** The suggested fee follows the price and payee as they change. */
export const SUGGESTED_FEE_DEBOUNCE_MS = 300;
/** Group and item pickers share the usual typeahead delay. */
export const PICKER_DEBOUNCE_MS = 250;
/** How many items the package picker offers at once. */
export const PACKAGE_PICKER_PAGE_SIZE = 20;
/** The recurring preview draws this many months; the rest are summed up in a line. */
export const PREVIEW_CALENDAR_MONTHS = 12;
