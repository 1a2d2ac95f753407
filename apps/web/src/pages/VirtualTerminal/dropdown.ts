import type { ComboboxParsedItem } from "@mantine/core";

/**
 * The terminal's searchable selects: the server searches (so the browser filters nothing) and the
 * dropdown shows at most ten matches, tall enough for them. A scrolling option list is a region
 * the keyboard cannot reach (axe, scrollable-region-focusable), and typing narrows the matches.
 */
export const SHORT_DROPDOWN = {
  limit: 10,
  maxDropdownHeight: 420,
  filter: ({ options, limit }: { options: ComboboxParsedItem[]; limit: number }): ComboboxParsedItem[] => options.slice(0, limit),
} as const;
