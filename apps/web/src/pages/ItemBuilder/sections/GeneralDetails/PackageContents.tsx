import { ActionIcon, Group, Input, Stack, Table, Text } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import type { ItemTypeName } from "@paydesk/validators";
import { IconTrash } from "@tabler/icons-react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { trpc } from "../../../../trpc.ts";
import { useBuilder, useFieldError } from "../../Builder/builder-context.ts";
import { useBuilderField } from "../../Builder/form-context.ts";
import { PACKAGE_PICKER_PAGE_SIZE, PICKER_DEBOUNCE_MS } from "../../constants.ts";
import { IntegerInput } from "../../../../components/MoneyInput/index.ts";
import { SearchableSelect } from "../../../../components/SearchableSelect/index.ts";

/** A package holds single items; packages and recurring items do not nest in one. */
const PACKABLE_TYPES: ItemTypeName[] = ["basic", "event", "promo", "blackboard"];

/** Multi-item packages: the other items of the company in the package, with their quantities. */
export function PackageContents() {
  const { module, companyId, labels, itemId } = useBuilder();
  const [bundle, setBundle] = useBuilderField("bundle");
  const [search, setSearch] = useState("");
  const [term] = useDebouncedValue(search.trim(), PICKER_DEBOUNCE_MS);
  const [picked, setPicked] = useState<Record<number, string>>({});
  const error = useFieldError("bundle");

  const candidates = useQuery({
    ...trpc.items.list.queryOptions({
      module,
      companyId,
      types: PACKABLE_TYPES,
      search: term,
      sort: "title",
      direction: "asc",
      pageSize: PACKAGE_PICKER_PAGE_SIZE,
    }),
    placeholderData: keepPreviousData,
    throwOnError: false,
  });

  const inBundle = useMemo(() => new Set(bundle.map((entry) => entry.itemId)), [bundle]);
  const choices = (candidates.data?.items ?? [])
    .filter((item) => item.id !== itemId && !inBundle.has(item.id))
    .map((item) => ({ value: String(item.id), label: `${item.title} (${item.code})` }));
  const titleOf = (id: number) => picked[id] ?? labels.bundle[id] ?? `Item #${id}`;

  const add = (value: string | null) => {
    const id = Number(value);
    const choice = choices.find((c) => c.value === value);
    if (!choice || !Number.isInteger(id)) return;
    setPicked((current) => ({ ...current, [id]: choice.label }));
    setBundle([...bundle, { itemId: id, quantity: 1 }]);
    setSearch("");
  };
  const setQuantity = (index: number, quantity: number) =>
    setBundle(bundle.map((entry, i) => (i === index ? { ...entry, quantity } : entry)));
  const remove = (index: number) => setBundle(bundle.filter((_, i) => i !== index));

  return (
    <Input.Wrapper label="Items in this package" error={error} data-testid="package-contents">
      <Stack gap="xs" mt={4}>
        {bundle.length === 0 ? (
          <Text size="sm" c="dimmed">
            No items yet: add the items this package sells together.
          </Text>
        ) : (
          <Table verticalSpacing={4} aria-label="Package items">
            <Table.Tbody>
              {bundle.map((entry, index) => (
                <Table.Tr key={entry.itemId} data-testid="package-item">
                  <Table.Td>{titleOf(entry.itemId)}</Table.Td>
                  <Table.Td w={120}>
                    <IntegerInput
                      aria-label={`Quantity of ${titleOf(entry.itemId)}`}
                      size="xs"
                      min={1}
                      max={1000}
                      value={entry.quantity}
                      onChange={(quantity) => setQuantity(index, quantity)}
                    />
                  </Table.Td>
                  <Table.Td w={40}>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={`Remove ${titleOf(entry.itemId)}`}
                      onClick={() => remove(index)}
                    >
                      <IconTrash size={16} aria-hidden />
                    </ActionIcon>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
        <Group>
          <SearchableSelect
            aria-label="Add an item to the package"
            placeholder="Search the items to add"
            value={null}
            searchValue={search}
            onSearchChange={setSearch}
            data={choices}
            filter={({ options }) => options}
            onChange={add}
            nothingFound={candidates.isFetching ? "Searching…" : "No item matches"}
            w={{ base: "100%", sm: 420 }}
          />
        </Group>
      </Stack>
    </Input.Wrapper>
  );
}
