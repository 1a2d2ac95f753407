import { Anchor, Text } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { TYPEAHEAD_DEBOUNCE_MS, type TModule } from "@paydesk/validators";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { SearchableSelect } from "../../../components/SearchableSelect/index.ts";
import { trpc } from "../../../trpc.ts";

interface ItemPickerProps {
  module: TModule;
  value: string | null;
  onChange: (itemId: string | null) => void;
  error?: React.ReactNode;
}

/**
 * The item a post promotes: the company's active items, searched on the server as the user types.
 * The chosen item's pay link is shown under the field: it goes out with the message.
 */
export function ItemPicker({ module, value, onChange, error }: ItemPickerProps) {
  const [search, setSearch] = useState("");
  const [debounced] = useDebouncedValue(search.trim(), TYPEAHEAD_DEBOUNCE_MS);
  const [chosen, setChosen] = useState<{ itemId: number; title: string; payLink: string } | null>(null);
  const choices = useQuery({
    ...trpc.promotions.itemChoices.queryOptions({ module, search: debounced || undefined }),
    placeholderData: keepPreviousData,
  });
  const items = choices.data?.items ?? [];
  // The chosen item stays an option while another search is shown, so its label stays in the field.
  const options = [...items, ...(chosen && !items.some((item) => item.itemId === chosen.itemId) ? [chosen] : [])];
  const current = value ? options.find((item) => String(item.itemId) === value) : undefined;

  return (
    <SearchableSelect
      label="Item"
      withAsterisk
      placeholder="Type part of an item's name"
      nothingFound={choices.isFetching ? "Searching…" : "No active item matches"}
      data={options.map((item) => ({ value: String(item.itemId), label: item.title }))}
      value={value}
      searchValue={search}
      onSearchChange={setSearch}
      onChange={(next) => {
        setChosen(options.find((item) => String(item.itemId) === next) ?? null);
        onChange(next);
      }}
      clearable
      error={error}
      description={
        current ? (
          <Text span size="xs" data-testid="pay-link">
            Its pay link goes with the message:{" "}
            <Anchor href={current.payLink} target="_blank" rel="noreferrer" size="xs">
              {current.payLink}
            </Anchor>
          </Text>
        ) : (
          "The post carries the item's pay link."
        )
      }
    />
  );
}
