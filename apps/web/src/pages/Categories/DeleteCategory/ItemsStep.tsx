import { Alert, Badge, Button, Group, SegmentedControl, Stack, Text } from "@mantine/core";
import { ACL_MESSAGES, type TModule } from "@paydesk/validators";
import { IconAlertTriangle, IconArrowsRightLeft } from "@tabler/icons-react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { DataTable } from "../../../components/DataList/index.ts";
import { useRowSelection } from "../../../components/RowSelection/index.ts";
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

type ConflictItem = ItemConflicts["items"][number];

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;
const itemKey = (item: ConflictItem) => item.itemId;

/** Step one's fix: move the items to another category, all at once or one by one (every item chosen at first). */
export function ItemsStep({ module, conflicts, targets }: ItemsStepProps) {
  const queryClient = useQueryClient();
  const [mode, setMode] = useState<"all" | "each">("all");
  const [allTarget, setAllTarget] = useState<CategoryTarget | null>(null);
  const selection = useRowSelection(conflicts.items, { keyOf: itemKey, initiallyAll: true });
  const [chosenTargets, setChosenTargets] = useState<Record<number, CategoryTarget | null>>({});
  const [missing, setMissing] = useState<Set<number>>(new Set());

  const move = useMutation(
    trpc.categories.reassignItems.mutationOptions({
      onSuccess: (result) => {
        notifySuccess(`${plural(result.moved, "item")} moved.`);
        setChosenTargets({});
        selection.selectAll();
        setAllTarget(null);
        void queryClient.invalidateQueries({ queryKey: trpc.categories.pathKey() });
      },
    }),
  );

  const targetOf = (item: ConflictItem) => chosenTargets[item.itemId] ?? null;

  const moveAll = () => {
    if (!allTarget) return;
    move.mutate({ module, categoryId: conflicts.categoryId, updateAll: true, target: allTarget });
  };
  const moveSelected = () => {
    const chosen = selection.selectedRows;
    const unset = new Set(chosen.filter((i) => !targetOf(i)).map(itemKey));
    setMissing(unset);
    if (chosen.length === 0 || unset.size > 0) return;
    move.mutate({
      module,
      categoryId: conflicts.categoryId,
      updateAll: false,
      items: chosen.map((i) => ({ itemId: i.itemId, target: targetOf(i)! })),
    });
  };
  const selectedCount = selection.selectedRows.length;

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
          <DataTable
            label="Items in this category"
            verticalSpacing="xs"
            withTableBorder
            minWidth={620}
            rows={conflicts.items}
            rowKey={itemKey}
            rowProps={() => ({ "data-testid": "conflict-item" })}
            selection={{ state: selection, rowLabel: (item) => item.title, allLabel: "Select every item" }}
            columns={[
              {
                header: "Item",
                cell: (item) => (
                  <>
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
                  </>
                ),
              },
              {
                header: "Move to",
                width: 300,
                cell: (item) => (
                  <CategoryTargetSelect
                    aria-label={`Move ${item.title} to`}
                    categories={targets}
                    deletedName={conflicts.categoryName}
                    value={targetOf(item)}
                    onChange={(target) => setChosenTargets((current) => ({ ...current, [item.itemId]: target }))}
                    disabled={!selection.isSelected(item)}
                    error={missing.has(item.itemId) && !targetOf(item) ? ACL_MESSAGES.chooseTarget : undefined}
                  />
                ),
              },
            ]}
          />
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
