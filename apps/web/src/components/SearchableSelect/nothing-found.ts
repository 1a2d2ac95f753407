import { defaultOptionsFilter, getParsedComboboxData, isOptionsGroup, type ComboboxData, type ComboboxItem, type OptionsFilter } from "@mantine/core";

export interface NothingFoundInput {
  data: ComboboxData | undefined;
  /** What is typed in the field. */
  search: string;
  /** The field's own filter (servers that already matched pass one that keeps everything). */
  filter?: OptionsFilter;
  /**
   * Whether the typed text filters the options: a Select shows every option while the field
   * holds the chosen option's label, a MultiSelect always filters.
   */
  filters: boolean;
  message: string;
}

function hasOptions(items: ReturnType<typeof defaultOptionsFilter>): boolean {
  return items.some((item) => (isOptionsGroup(item) ? item.items.length > 0 : true));
}

/**
 * The sentence to say below a searchable field when what is typed matches no option, else
 * undefined. Said there, not as the dropdown's "nothing found" line: Mantine renders that line in
 * an otherwise empty listbox, which assistive technology cannot use (axe aria-required-children).
 * Without a message Mantine hides an empty dropdown, so the field describes the outcome instead.
 */
export function nothingFoundDescription({ data, search, filter, filters, message }: NothingFoundInput): string | undefined {
  if (search.trim() === "") return undefined;
  const options = getParsedComboboxData(data) as (ComboboxItem | { group: string; items: ComboboxItem[] })[];
  const shown = (filter ?? defaultOptionsFilter)({ options, search: filters ? search : "", limit: Infinity });
  return hasOptions(shown) ? undefined : message;
}
