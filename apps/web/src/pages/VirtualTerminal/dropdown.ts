/**
 * The terminal's searchable selects show at most ten matches in a dropdown tall enough for them:
 * a scrolling option list is a region the keyboard cannot reach (axe, scrollable-region-focusable),
 * and typing narrows the matches anyway.
 */
export const SHORT_DROPDOWN = { limit: 10, maxDropdownHeight: 420 } as const;
