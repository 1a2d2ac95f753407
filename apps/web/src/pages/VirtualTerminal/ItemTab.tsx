import { Select, Stack, Text } from "@mantine/core";
import { formatCents } from "@paydesk/domain";
import type { TModule } from "@paydesk/validators";
import { useRef, useState } from "react";
import { AddItemPanel } from "./AddItemPanel.tsx";
import { useTerminalItems } from "./useTerminalItems.ts";
import { SHORT_DROPDOWN } from "./dropdown.ts";

interface ItemOption {
  value: string;
  label: string;
}

/**
 * The office (docs/product/terminal.md): pick an item from a searchable select, then add it for a
 * student or NA. The keyboard goes where the sale goes: a pick moves it to the item's first field,
 * an add back to an empty Item field for the next item (the cart's Check out is the next Tab from there).
 */
export function ItemTab({ module, companyId }: { module: TModule; companyId: number }) {
  const { text, setText, items } = useTerminalItems(module);
  const [picked, setPicked] = useState<ItemOption | null>(null);
  const [added, setAdded] = useState<string | null>(null);
  const field = useRef<HTMLInputElement>(null);
  const options: ItemOption[] = (items.data ?? []).map((item) => ({
    value: String(item.itemId),
    label: `${item.title} (${item.code})${item.amountType === "Fixed" ? ` ${formatCents(item.amountCents)}` : ""}`,
  }));
  // The picked item stays an option while its label is the search text the server finds nothing for.
  if (picked && !options.some((option) => option.value === picked.value)) options.unshift(picked);
  const itemId = picked === null ? null : Number(picked.value);

  return (
    <Stack gap="md">
      <Select
        ref={field}
        label="Item"
        placeholder="Search items by title or code"
        searchable
        clearable
        {...SHORT_DROPDOWN}
        data={options}
        value={picked?.value ?? null}
        searchValue={text}
        onSearchChange={setText}
        // Said below the field, not inside the list: a list with no options is an empty listbox,
        // which screen readers cannot use (axe aria-required-children).
        // Nothing once an item is picked: its label is then the search text, which names no item.
        description={picked || !text.trim() || options.length > 0 ? undefined : items.isFetching ? "Searching…" : "No payable item matches"}
        inputWrapperOrder={["label", "input", "description", "error"]}
        onChange={(value, option) => {
          setAdded(null);
          setPicked(value === null ? null : { value, label: option?.label ?? "" });
        }}
        maw={560}
      />
      {/* A status beside the field the focus returns to, instead of a notice that outlives the page. */}
      <Text role="status" size="sm" c="teal.9" data-testid="item-added">
        {added}
      </Text>
      {itemId !== null && (
        <AddItemPanel
          key={itemId}
          module={module}
          companyId={companyId}
          itemId={itemId}
          focusFirstField
          announce={false}
          onAdded={(message) => {
            setPicked(null);
            setText("");
            setAdded(message);
            field.current?.focus();
          }}
        />
      )}
    </Stack>
  );
}
