import { Modal, Text } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { ItemPurchaseForm } from "../../../components/ItemPurchaseForm/index.ts";
import { useAddToCart } from "../../../components/PayerCart/index.ts";
import { QueryStates } from "../../../components/QueryStates/index.ts";
import { trpc } from "../../../trpc.ts";
import { PARENT_MODULE } from "../paths.ts";

export interface AddTarget {
  code: string;
  title: string;
  studentId: number | "NA";
  /** "Jamie Parker", or null for an item paid without a student. */
  studentName: string | null;
}

/**
 * The add-to-cart dialog of one item for one student (or none). The item's custom fields and
 * price rules are read from its public page data, the same the guest's page uses.
 */
export function AddItemDialog({ target, onClose }: { target: AddTarget | null; onClose: () => void }) {
  return (
    <Modal opened={target !== null} onClose={onClose} title={target ? `Add ${target.title}` : ""} size="lg" centered>
      {target && <AddItemForm target={target} onAdded={onClose} />}
    </Modal>
  );
}

function AddItemForm({ target, onAdded }: { target: AddTarget; onAdded: () => void }) {
  const item = useQuery(trpc.items.payFor.queryOptions({ slug: "", code: target.code }));
  const { addLine, adding } = useAddToCart(PARENT_MODULE);
  return (
    <QueryStates query={item} rows={3}>
      {({ item: payable }) => (
        <ItemPurchaseForm
          item={payable}
          pending={adding}
          header={
            <Text>
              For <Text span fw={700}>{target.studentName ?? "you (no student)"}</Text>
            </Text>
          }
          onAdd={async (request) => {
            await addLine(request, target.studentId);
            onAdded();
          }}
        />
      )}
    </QueryStates>
  );
}
