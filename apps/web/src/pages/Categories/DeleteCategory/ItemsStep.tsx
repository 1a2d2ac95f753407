import { Alert, Badge, Button, Checkbox, Group, SegmentedControl, Stack, Table, Text } from "@mantine/core";
import { ACL_MESSAGES, type TModule } from "@paydesk/validators";
import { IconAlertTriangle, IconArrowsRightLeft } from "@tabler/icons-react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { errorMessage } from "../../../lib/errors.ts";
import { notifySuccess } from "../../../lib/notify.tsx";
import { trpc } from "../../../trpc.ts";
import type { ItemConflicts } from "../types.ts";
import { CategoryTargetSelect, type CategoryTarget } from "./CategoryTargetSelect.tsx";

interface ItemsStepProps {
  module: TModule;
  conflicts: ItemConflicts;
  /** Where the items may go: the other categories of the same site. */
  targets: readonly { id: number; name: string }[];
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;

/** Step one's fix: move the items to another category, all at once or one by one. */
export function ItemsStep({ module, conflicts, targets }: ItemsStepProps) {
  const queryClient = useQueryClient();
  const [mode, setMode] = useState<"all" | "each">("all");
  const [allTarget, setAllTarget] = useState<CategoryTarget | null>(null);
  const [rows, setRows] = useState<Record<number, { checked: boolean; target: CategoryTarget | null }>>({});
  const [missing, setMissing] = useState<Set<number>>(new Set());

  const move = useMutation(
    trpc.categories.reassignItems.mutationOptions({
      onSuccess: (result) => {
        notifySuccess(`${plural(result.moved, "item")} moved.`);
        setRows({});
        setAllTarget(null);
        void queryClient.invalidateQueries({ queryKey: trpc.categories.pathKey() });
      },
    }),
  );

  const row = (itemId: number) => rows[itemId] ?? { checked: true, target: null };
  const setRow = (itemId: number, change: Partial<{ checked: boolean; target: CategoryTarget | null }>) =>
    setRows((current) => ({ ...current, [itemId]: { ...row(itemId), ...change } }));

  const moveAll = () => {
    if (!allTarget) return;
    move.mutate({ module, categoryId: conflicts.categoryId, updateAll: true, target: allTarget });
  };
  const moveSelected = () => {
    const chosen = conflicts.items.filter((i) => row(i.itemId).checked);
    const unset = new Set(chosen.filter((i) => !row(i.itemId).target).map((i) => i.itemId));
    setMissing(unset);
    if (chosen.length === 0 || unset.size > 0) return;
    move.mutate({
      module,
      categoryId: conflicts.categoryId,
      updateAll: false,
      items: chosen.map((i) => ({ itemId: i.itemId, target: row(i.itemId).target! })),
    });
  };
  const selectedCount = conflicts.items.filter((i) => row(i.itemId).checked).length;

  return (
    <Stack gap="md">
      <Alert color="yellow" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />} data-testid="items-conflict">
        {plural(conflicts.items.length, "item")} {conflicts.items.length === 1 ? "uses" : "use"} {conflicts.categoryName}. Move{" "}
        {conflicts.items.length === 1 ? "it" : "them"} to another category before deleting it.
      </Alert>
      <SegmentedControl
        w="fit-content"
        value={mode}
        onChange={(v) => setMode(v as "all" | "each")}
        data={[
          { value: "all", label: "All at once" },
          { value: "each", label: "One by one" },
        ]}
        aria-label="How to move the items"
      />

      {mode === "all" ? (
        <Stack gap="sm">
          <Group gap={6} data-testid="items-to-move">
            {conflicts.items.map((item) => (
              <Badge key={item.itemId} variant="light" color="gray" tt="none" size="lg" radius="sm">
                {item.title} · {item.code}
              </Badge>
            ))}
          </Group>
          <Group align="flex-end" gap="sm">
            <CategoryTargetSelect
              label={`Move all ${plural(conflicts.items.length, "item")} to`}
              categories={targets}
              deletedName={conflicts.categoryName}
              value={allTarget}
              onChange={setAllTarget}
              w={340}
              data-testid="move-all-target"
            />
            <Button
              leftSection={<IconArrowsRightLeft size={16} aria-hidden />}
              onClick={moveAll}
              disabled={!allTarget}
              loading={move.isPending}
            >
              Move all items
            </Button>
          </Group>
        </Stack>
      ) : (
        <>
          <Table.ScrollContainer minWidth={620}>
            <Table verticalSpacing="xs" withTableBorder aria-label="Items in this category">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th w={40}>
                    <Checkbox
                      aria-label="Select every item"
                      checked={selectedCount === conflicts.items.length}
                      indeterminate={selectedCount > 0 && selectedCount < conflicts.items.length}
                      onChange={(e) => {
                        const checked = e.currentTarget.checked;
                        setRows((current) =>
                          Object.fromEntries(
                            conflicts.items.map((i) => [i.itemId, { ...(current[i.itemId] ?? { target: null }), checked }]),
                          ),
                        );
                      }}
                    />
                  </Table.Th>
                  <Table.Th>Item</Table.Th>
                  <Table.Th w={300}>Move to</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {conflicts.items.map((item) => (
                  <Table.Tr key={item.itemId} data-testid="conflict-item">
                    <Table.Td>
                      <Checkbox
                        aria-label={`Select ${item.title}`}
                        checked={row(item.itemId).checked}
                        onChange={(e) => setRow(item.itemId, { checked: e.currentTarget.checked })}
                      />
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm" fw={600}>
                        {item.title}
                      </Text>
                      <Group gap={6}>
                        <Badge size="xs" variant="light" color="gray" tt="none">
                          {item.code}
                        </Badge>
                        <Text size="xs" c="dimmed">
                          {item.companyName}
                        </Text>
                      </Group>
                    </Table.Td>
                    <Table.Td>
                      <CategoryTargetSelect
                        aria-label={`Move ${item.title} to`}
                        categories={targets}
                        deletedName={conflicts.categoryName}
                        value={row(item.itemId).target}
                        onChange={(target) => setRow(item.itemId, { target })}
                        disabled={!row(item.itemId).checked}
                        error={missing.has(item.itemId) && !row(item.itemId).target ? ACL_MESSAGES.chooseTarget : undefined}
                      />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <Group justify="flex-end">
            <Button
              leftSection={<IconArrowsRightLeft size={16} aria-hidden />}
              onClick={moveSelected}
              disabled={selectedCount === 0}
              loading={move.isPending}
            >
              Move selected items
            </Button>
          </Group>
        </>
      )}
      {move.isError && (
        <Alert color="red" variant="light" role="alert">
          {errorMessage(move.error)}
        </Alert>
      )}
    </Stack>
  );
}
