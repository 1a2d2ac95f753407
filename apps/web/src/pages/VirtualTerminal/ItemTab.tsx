import { Select, Stack } from "@mantine/core";
import { formatCents } from "@paydesk/domain";
import type { TModule } from "@paydesk/validators";
import { useState } from "react";
import { AddItemPanel } from "./AddItemPanel.tsx";
import { useTerminalItems } from "./useTerminalItems.ts";
import { SHORT_DROPDOWN } from "./dropdown.ts";

/** Spec 3 §2 office: pick an item from a searchable select, then add it for a student or NA. */
export function ItemTab({ module, companyId }: { module: TModule; companyId: number }) {
  const { text, setText, items } = useTerminalItems(module);
  const [itemId, setItemId] = useState<number | null>(null);
  const options = (items.data ?? []).map((item) => ({
    value: String(item.itemId),
    label: `${item.title} (${item.code})${item.amountType === "Fixed" ? ` ${formatCents(item.amountCents)}` : ""}`,
  }));
  return (
    <Stack gap="md">
      <Select
        label="Item"
        placeholder="Search items by title or code"
        searchable
        clearable
        {...SHORT_DROPDOWN}
        data={options}
        value={itemId === null ? null : String(itemId)}
        searchValue={text}
        onSearchChange={setText}
        // Said below the field, not inside the list: a list with no options is an empty listbox,
        // which screen readers cannot use (axe aria-required-children).
        description={text.trim() && options.length === 0 ? (items.isFetching ? "Searching…" : "No payable item matches") : undefined}
        inputWrapperOrder={["label", "input", "description", "error"]}
        onChange={(value) => setItemId(value === null ? null : Number(value))}
        maw={560}
      />
      {itemId !== null && (
        <AddItemPanel key={itemId} module={module} companyId={companyId} itemId={itemId} onAdded={() => setItemId(null)} />
      )}
    </Stack>
  );
}
