import { type SelectProps } from "@mantine/core";
import type { TCategoryTarget } from "@paydesk/validators";
import { useState } from "react";
import { SearchableSelect } from "../../../components/SearchableSelect/index.ts";

export type CategoryTarget = TCategoryTarget;

interface CategoryTargetSelectProps extends Omit<SelectProps, "value" | "onChange" | "data" | "searchValue" | "onSearchChange"> {
  /** Categories the items may move to (the one being deleted left out). */
  categories: readonly { id: number; name: string }[];
  /** The category being deleted: typing its name does not offer it as a new one. */
  deletedName: string;
  value: CategoryTarget | null;
  onChange: (value: CategoryTarget | null) => void;
}

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
const newLabel = (name: string) => `${name} (new category)`;

/**
 * Pick an existing category, or type a name that is not taken to create it
 * (docs/product/accounts-and-roles.md: "to a new category").
 */
export function CategoryTargetSelect({ categories, deletedName, value, onChange, ...props }: CategoryTargetSelectProps) {
  const [search, setSearch] = useState("");
  const options = categories.map((c) => ({ value: `id:${c.id}`, label: c.name }));
  if (value?.newCategoryName) options.push({ value: `new:${value.newCategoryName}`, label: newLabel(value.newCategoryName) });
  const typed = search.trim();
  const offerNew =
    typed !== "" &&
    !options.some((o) => o.label === search || same(o.label, typed)) &&
    !same(typed, deletedName) &&
    !(value?.newCategoryName && same(value.newCategoryName, typed));
  if (offerNew) options.push({ value: `new:${typed}`, label: newLabel(typed) });

  const selected = value
    ? value.newCategoryId !== undefined
      ? `id:${value.newCategoryId}`
      : `new:${value.newCategoryName}`
    : null;

  return (
    <SearchableSelect
      placeholder="Choose, or type a new name"
      data={options}
      value={selected}
      searchValue={search}
      onSearchChange={setSearch}
      nothingFound="Type a name for a new category"
      onChange={(raw) => {
        if (!raw) return onChange(null);
        if (raw.startsWith("id:")) return onChange({ newCategoryId: Number(raw.slice(3)) });
        onChange({ newCategoryName: raw.slice(4) });
      }}
      {...props}
    />
  );
}
