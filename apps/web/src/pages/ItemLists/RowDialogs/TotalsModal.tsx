import { Alert, Loader, Modal, Stack, Text } from "@mantine/core";
import { ITEM_MESSAGES, type TModule } from "@paydesk/validators";
import { useQuery } from "@tanstack/react-query";
import { trpc } from "../../../trpc.ts";
import type { ItemRow } from "../types.ts";

/**
 * items/totals: the item's total sales, or the product's message when they cannot be had
 * (docs/product/items-and-fees.md).
 */
export function TotalsModal({ module, row, onClose }: { module: TModule; row: ItemRow | null; onClose: () => void }) {
  const totals = useQuery({
    ...trpc.items.totals.queryOptions({ module, itemId: row?.id ?? 0 }),
    enabled: row !== null,
    // Sales change with every payment: ask again each time the dialog opens.
    staleTime: 0,
    throwOnError: false,
  });
  return (
    <Modal opened={row !== null} onClose={onClose} title="Total sales" centered>
      <Stack gap="xs">
        <Text size="sm" c="dimmed">
          {row?.title}
        </Text>
        {totals.isPending && <Loader size="sm" />}
        {totals.isError && (
          <Alert color="red" variant="light" role="alert">
            {ITEM_MESSAGES.totalsFailed}
          </Alert>
        )}
        {totals.data && (
          <Text fz={32} fw={700} data-testid="total-sales">
            {totals.data.totalSales}
          </Text>
        )}
        <Text size="xs" c="dimmed">
          Paid and partly paid orders.
        </Text>
      </Stack>
    </Modal>
  );
}
