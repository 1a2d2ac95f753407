import { SegmentedControl, Stack, Text, TextInput } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { ITEM_UPLOAD_CATALOG_NAME_MAX, type TModule } from "@paydesk/validators";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { SearchableSelect } from "../../components/SearchableSelect/index.ts";
import { trpc } from "../../trpc.ts";
import type { ItemUploadSource } from "./item-upload-options.ts";

interface SourceChoiceProps {
  module: TModule;
  /** Update mode offers the catalog only (it bounds a purge); create mode offers all three. */
  withItem: boolean;
  source: ItemUploadSource;
  onSource: (source: ItemUploadSource) => void;
}

const ITEM_PAGE = 25;
const SEARCH_DEBOUNCE_MS = 300;

/** A new item copies a chosen item, or goes into a catalog, chosen or typed (docs/product/uploads.md). */
export function SourceChoice({ module, withItem, source, onSource }: SourceChoiceProps) {
  const [term, setTerm] = useState("");
  const [search] = useDebouncedValue(term.trim(), SEARCH_DEBOUNCE_MS);
  const items = useQuery({
    ...trpc.items.list.queryOptions({ module, search, sort: "title", direction: "asc", pageSize: ITEM_PAGE }),
    enabled: withItem && source.kind === "item",
    placeholderData: keepPreviousData,
  });
  const categories = useQuery({ ...trpc.categories.find.queryOptions({ module }), enabled: source.kind === "catalog" });

  // A new catalog holds nothing to compare a file of changes with, so updates offer only existing ones.
  const kinds = withItem
    ? [
        { value: "item", label: "Copy an item" },
        { value: "catalog", label: "Choose a catalog" },
        { value: "new-catalog", label: "New catalog" },
      ]
    : [
        { value: "none", label: "No catalog" },
        { value: "catalog", label: "Choose a catalog" },
      ];
  const itemOptions = (items.data?.items ?? []).map((item) => ({ value: String(item.id), label: `${item.title} (${item.code})` }));
  const categoryOptions = (categories.data ?? []).map((category) => ({ value: String(category.id), label: category.name }));

  return (
    <Stack gap="sm">
      <div>
        <Text size="sm" fw={500} id="item-upload-source">
          {withItem ? "New items take their settings from" : "Catalog the file is compared with (for a purge)"}
        </Text>
        <SegmentedControl
          aria-labelledby="item-upload-source"
          data={kinds}
          value={source.kind}
          onChange={(value) => onSource({ kind: value as ItemUploadSource["kind"] })}
        />
      </div>
      {source.kind === "item" && (
        <SearchableSelect
          label="Item"
          description="Its payee, accounts, fees, custom fields and audience are copied; each row's cells override them."
          placeholder="Search by title or code"
          data={itemOptions}
          value={source.itemId ? String(source.itemId) : null}
          onChange={(value) => onSource({ ...source, itemId: value ? Number(value) : undefined })}
          onSearchChange={setTerm}
          nothingFound={items.isFetching ? "Searching…" : "No item matches"}
        />
      )}
      {source.kind === "catalog" && (
        <SearchableSelect
          label="Catalog name"
          description="The category new items go to when a row names none."
          data={categoryOptions}
          value={source.catalogId ? String(source.catalogId) : null}
          onChange={(value) => onSource({ ...source, catalogId: value ? Number(value) : undefined })}
          nothingFound="No catalog matches"
        />
      )}
      {source.kind === "new-catalog" && (
        <TextInput
          label="Catalog name"
          description="A new category of your site; an existing one of that name is used instead."
          maxLength={ITEM_UPLOAD_CATALOG_NAME_MAX}
          value={source.catalogName ?? ""}
          onChange={(event) => onSource({ ...source, catalogName: event.currentTarget.value })}
        />
      )}
    </Stack>
  );
}
