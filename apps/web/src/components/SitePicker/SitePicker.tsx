import { Group, Select, Text, type SelectProps } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { SUGGEST_MIN_CHARS, TYPEAHEAD_DEBOUNCE_MS } from "@paydesk/validators";
import { IconBuilding } from "@tabler/icons-react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { trpc } from "../../trpc.ts";

export interface Site {
  id: number;
  name: string;
}

const KIND_LABELS: Record<string, string> = {
  PLATFORM: "Platform",
  DISTRICT: "District",
  SCHOOL: "School",
  VENDOR: "Vendor",
  BUSINESS: "Business",
};

interface SitePickerProps extends Omit<SelectProps, "value" | "onChange" | "data" | "searchValue" | "onSearchChange"> {
  value: Site;
  onChange: (site: Site) => void;
}

/**
 * Choose a company in the signed-in user's subtree (all of them for control staff) by typing part
 * of its name, its city or its id. The server answers only companies the user may act for.
 */
export function SitePicker({ value, onChange, ...props }: SitePickerProps) {
  const [search, setSearch] = useState(value.name);
  const [term] = useDebouncedValue(search.trim(), TYPEAHEAD_DEBOUNCE_MS);
  const searching = term.length >= SUGGEST_MIN_CHARS && term !== value.name;
  const suggestions = useQuery({
    ...trpc.companies.suggest.queryOptions({ term }),
    enabled: searching,
    placeholderData: keepPreviousData,
    // A failed suggestion must not take the page down with it: the list just stays empty.
    throwOnError: false,
  });

  const rows = useMemo(() => (searching ? (suggestions.data ?? []) : []), [searching, suggestions.data]);
  const details = useMemo(
    () => new Map(rows.map((r) => [String(r.id), [KIND_LABELS[r.kind], r.city].filter(Boolean).join(" · ")])),
    [rows],
  );
  const options = useMemo(() => {
    const byId = new Map<number, string>([[value.id, value.name]]);
    for (const row of rows) byId.set(row.id, row.name);
    return [...byId].map(([id, name]) => ({ value: String(id), label: name }));
  }, [rows, value.id, value.name]);

  return (
    <Select
      label="Site"
      leftSection={<IconBuilding size={16} aria-hidden />}
      searchable
      allowDeselect={false}
      data={options}
      value={String(value.id)}
      searchValue={search}
      onSearchChange={setSearch}
      // The server already matched the words; filtering again on the label would hide id and city matches.
      filter={({ options: all }) => all}
      nothingFoundMessage={
        searching && suggestions.isFetching ? "Searching…" : `Type at least ${SUGGEST_MIN_CHARS} characters of a site's name`
      }
      onChange={(id, option) => {
        if (id && option) onChange({ id: Number(id), name: option.label });
      }}
      onBlur={() => setSearch(value.name)}
      renderOption={({ option }) => (
        <Group gap="xs" wrap="nowrap" justify="space-between" w="100%">
          <Text size="sm" truncate>
            {option.label}
          </Text>
          <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
            {details.get(option.value)}
          </Text>
        </Group>
      )}
      {...props}
    />
  );
}
