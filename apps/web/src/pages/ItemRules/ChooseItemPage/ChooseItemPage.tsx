import { Anchor, Badge, Group, Paper, Stack, Table, Text, TextInput } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import type { TModule } from "@paydesk/validators";
import { IconSearch } from "@tabler/icons-react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Link, useParams } from "react-router";
import { MenuGate } from "../../../components/MenuGate/index.ts";
import { PageHeader } from "../../../components/PageHeader/index.ts";
import { QueryStates } from "../../../components/QueryStates/index.ts";
import { modulePath } from "../../../navigation/paths.ts";
import { trpc } from "../../../trpc.ts";
import { ITEM_SEARCH_DEBOUNCE_MS } from "../types.ts";

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
      <Paper p={{ base: "md", sm: "xl" }} radius="lg">
        <Stack gap="md">
          <TextInput
            label="Find an item"
            placeholder="Title or item code"
            leftSection={<IconSearch size={16} />}
            value={term}
            onChange={(e) => setTerm(e.currentTarget.value)}
            data-autofocus
          />
          <QueryStates query={items} isEmpty={(data) => data.items.length === 0} empty={<Text c="dimmed">No items match.</Text>}>
            {(data) => (
              <Table highlightOnHover verticalSpacing="xs" aria-label="Items">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Item</Table.Th>
                    <Table.Th>Code</Table.Th>
                    <Table.Th>Status</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.items.map((item) => (
                    <Table.Tr key={item.id}>
                      <Table.Td>
                        <Anchor component={Link} to={modulePath(module, `items/rules/${item.id}`)}>
                          {item.title}
                        </Anchor>
                      </Table.Td>
                      <Table.Td>
                        <Text ff="monospace" size="sm">
                          {item.code}
                        </Text>
                      </Table.Td>
                      <Table.Td>
                        <Badge
                          variant="light"
                          color={item.status === "ACTIVE" ? "teal" : item.status === "DRAFT" ? "yellow" : "gray"}
                        >
                          {item.status}
                        </Badge>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            )}
          </QueryStates>
          {items.data && items.data.total > items.data.items.length ? (
            <Group justify="center">
              <Text size="sm" c="dimmed">
                Showing {items.data.items.length} of {items.data.total}; type more of the title to narrow the list.
              </Text>
            </Group>
          ) : null}
        </Stack>
      </Paper>
    </Stack>
  );
}
