import { Group, Paper, SegmentedControl, Select, Stack, Text } from "@mantine/core";
import { useDebouncedCallback } from "@mantine/hooks";
import type { ItemSort } from "@paydesk/validators";
import { useEffect, useRef, useState } from "react";
import { canChooseSite, SitePicker, type Site } from "../../../components/SitePicker/index.ts";
import type { Session } from "../../../lib/session.ts";
import type { Direction, ListParams, StatusFilter } from "../ItemListPage/useListParams.ts";
import { SEARCH_DEBOUNCE_MS } from "../types.ts";
import { SearchField } from "../../../components/SearchField/index.ts";

const STATUS_OPTIONS: { value: StatusFilter; label: string }[] = [
  { value: "ANY", label: "Any (trash hidden)" },
  { value: "ACTIVE", label: "Active" },
  { value: "DRAFT", label: "Draft" },
  { value: "TRASH", label: "Trash" },
];

const SORT_OPTIONS: { value: ItemSort; label: string }[] = [
  { value: "title", label: "Title" },
  { value: "modified", label: "Modified date" },
  { value: "created", label: "Creation date" },
  { value: "payee", label: "Payee" },
];

interface ToolbarProps {
  session: Session;
  params: ListParams;
  onChange: (change: Partial<ListParams>) => void;
  site: Site;
  onSiteChange: (site: Site) => void;
}

/** Search (debounced), status filter, sort and its direction, and the site for multi-site users. */
export function Toolbar({ session, params, onChange, site, onSiteChange }: ToolbarProps) {
  const [search, setSearch] = useState(params.search);
  // What this field last sent to the address: any other change of it came from elsewhere.
  const sent = useRef(params.search);
  const send = useDebouncedCallback((value: string) => {
    // Typing back to the search already shown changes nothing (and must not leave the page).
    if (value === sent.current) return;
    sent.current = value;
    onChange({ search: value });
  }, SEARCH_DEBOUNCE_MS);

  // The address changed under the field (a mass action went back to the bare list, or history
  // moved): show what the list searches for, and drop a half-typed search that would undo it.
  useEffect(() => {
    if (params.search === sent.current) return;
    send.cancel();
    sent.current = params.search;
    setSearch(params.search);
  }, [params.search, send]);

  const type = (value: string) => {
    setSearch(value);
    send(value.trim());
  };

  return (
    <Paper p="md" radius="lg">
      <Stack gap="sm">
        <Group gap="md" align="flex-end" wrap="wrap">
          {canChooseSite(session) && <SitePicker value={site} onChange={onSiteChange} w={{ base: "100%", sm: 320 }} />}
          <SearchField
            placeholder="Title or item code"
            value={search}
            onChange={type}
            w={{ base: "100%", sm: 260 }}
          />
          <Select
            label="Status"
            data={STATUS_OPTIONS}
            value={params.status}
            onChange={(value) => value && onChange({ status: value as StatusFilter })}
            allowDeselect={false}
            w={{ base: "100%", sm: 190 }}
          />
          <Select
            label="Sort by"
            data={SORT_OPTIONS}
            value={params.sort}
            onChange={(value) => value && onChange({ sort: value as ItemSort })}
            allowDeselect={false}
            w={{ base: "100%", sm: 170 }}
          />
          <Stack gap={4}>
            <Text size="sm" fw={500} id="item-sort-direction">
              Order
            </Text>
            <SegmentedControl
              aria-labelledby="item-sort-direction"
              value={params.direction}
              onChange={(value) => onChange({ direction: value as Direction })}
              data={[
                { value: "asc", label: "Ascending" },
                { value: "desc", label: "Descending" },
              ]}
            />
          </Stack>
        </Group>
      </Stack>
    </Paper>
  );
}
