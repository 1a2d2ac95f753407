import { type SelectProps } from "@mantine/core";
import { SUGGEST_MIN_CHARS } from "@paydesk/validators";
import { IconBuilding } from "@tabler/icons-react";
import { useMemo, useState } from "react";
import { CompanyOption, useCompanySuggestions } from "../CompanySuggest/index.ts";
import { SearchableSelect } from "../SearchableSelect/index.ts";

export interface Site {
  id: number;
  name: string;
}

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
  const typed = search.trim();
  // The chosen site's own name in the field asks nothing.
  const { term, companies: rows, byId, isFetching } = useCompanySuggestions(search, { skip: typed === value.name });
  const options = useMemo(() => {
    const names = new Map<number, string>([[value.id, value.name]]);
    for (const row of rows) names.set(row.id, row.name);
    return [...names].map(([id, name]) => ({ value: String(id), label: name }));
  }, [rows, value.id, value.name]);
  // The chosen site stays listed beside the sites found, to go back to; alone, while something
  // else is typed, it would pass for a match and hide that nothing was found (or asked yet).
  const nothingFoundYet = typed !== "" && typed !== value.name && rows.length === 0;
  const nothingFound =
    typed.length < SUGGEST_MIN_CHARS
      ? `Type at least ${SUGGEST_MIN_CHARS} characters of a site's name`
      : isFetching || term !== typed
        ? "Searching…"
        : "No site matches";

  return (
    <SearchableSelect
      label="Site"
      leftSection={<IconBuilding size={16} aria-hidden />}
      allowDeselect={false}
      data={options}
      value={String(value.id)}
      searchValue={search}
      onSearchChange={setSearch}
      // The server already matched the words; filtering again on the label would hide id and city matches.
      filter={({ options: all }) => (nothingFoundYet ? [] : all)}
      nothingFound={nothingFound}
      onChange={(id, option) => {
        if (id && option) onChange({ id: Number(id), name: option.label });
      }}
      onBlur={() => setSearch(value.name)}
      renderOption={({ option }) => <CompanyOption label={option.label} company={byId.get(option.value)} />}
      {...props}
    />
  );
}
