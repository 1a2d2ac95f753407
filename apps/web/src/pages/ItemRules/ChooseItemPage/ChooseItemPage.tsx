import { Anchor, Badge, Group, Stack, Text } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import type { TModule } from "@paydesk/validators";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Link, useParams } from "react-router";
import { DataList } from "../../../components/DataList/index.ts";
import { MenuGate } from "../../../components/MenuGate/index.ts";
import { PageHeader } from "../../../components/PageHeader/index.ts";
import { modulePath } from "../../../navigation/paths.ts";
import { trpc } from "../../../trpc.ts";
import { ITEM_SEARCH_DEBOUNCE_MS } from "../types.ts";
import { ITEM_STATUS_LABELS } from "../../../lib/labels.ts";
import { SearchField } from "../../../components/SearchField/index.ts";

/** `/{module}/items/rules`: rules belong to an item, so the menu entry starts by choosing one. */
export function ChooseItemPage() {
  return <MenuGate path="items/rules">{() => <ChooseItem />}</MenuGate>;
}

const PAGE_SIZE = 25;

function ChooseItem() {
  const module = useParams().module as TModule;
  const [term, setTerm] = useState("");
  const [search] = useDebouncedValue(term.trim(), ITEM_SEARCH_DEBOUNCE_MS);
  const items = useQuery({
    ...trpc.items.list.queryOptions({ module, search, sort: "title", direction: "asc", pageSize: PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });

  return (
    <Stack gap="lg" maw={900}>
      <PageHeader title="Item rules" description="Choose the item whose rules you want to see or change." />
      <DataList
        query={items}
        rows={(data) => data.items}
        empty={<Text c="dimmed">No items match.</Text>}
        filters={
          <SearchField
            label="Find an item"
            placeholder="Title or item code"
            value={term}
            onChange={setTerm}
            data-autofocus
          />
        }
        footer={(data) =>
          data.total > data.items.length ? (
            <Group justify="center">
              <Text size="sm" c="dimmed">
                Showing {data.items.length} of {data.total}; type more of the title to narrow the list.
              </Text>
            </Group>
          ) : null
        }
        label="Items"
        verticalSpacing="xs"
        highlightOnHover
        rowKey={(item) => item.id}
        columns={[
          {
            header: "Item",
            cell: (item) => (
              <Anchor component={Link} to={modulePath(module, `items/rules/${item.id}`)}>
                {item.title}
              </Anchor>
            ),
          },
          {
            header: "Code",
            cell: (item) => (
              <Text ff="monospace" size="sm">
                {item.code}
              </Text>
            ),
          },
          {
            header: "Status",
            cell: (item) => (
              <Badge variant="light" color={item.status === "ACTIVE" ? "teal" : item.status === "DRAFT" ? "yellow" : "gray"}>
                {ITEM_STATUS_LABELS[item.status]}
              </Badge>
            ),
          },
        ]}
      />
    </Stack>
  );
}
