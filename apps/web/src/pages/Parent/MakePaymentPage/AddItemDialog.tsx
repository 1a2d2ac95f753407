import { Modal, Radio, Stack, Text } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { ItemPurchaseForm } from "../../../components/ItemPurchaseForm/index.ts";
import { useAddToCart } from "../../../components/PayerCart/index.ts";
import { QueryStates } from "../../../components/QueryStates/index.ts";
import { useListLayout } from "../../../components/ResponsiveList/index.ts";
import { trpc } from "../../../trpc.ts";
import { PARENT_MODULE } from "../paths.ts";

export interface StudentChoice {
  studentId: number;
  name: string;
}

/** Who a line is for: one student, decided by the tab; or asked, among the students the item reaches. */
export type AddFor = { kind: "student"; studentId: number; name: string } | { kind: "ask"; students: readonly StudentChoice[] };

export interface AddTarget {
  code: string;
  title: string;
  addFor: AddFor;
}

const NO_STUDENT = "NA";
export const CHOOSE_WHO_MESSAGE = "Choose who this is for: one of your students, or no student.";

/**
 * The add-to-cart dialog of one item. An item whose targets pick a student is added for the student
 * whose list it was chosen from; an item open to everyone asks which of the parent's students it
 * reaches it is for (or none, for the family), so a line is not paid "without naming a student" by
 * default. The item's custom fields and price rules are its public page data, the same the guest's
 * page uses. Full screen on a phone.
 */
export function AddItemDialog({ target, onClose }: { target: AddTarget | null; onClose: () => void }) {
  const phone = useListLayout() === "cards";
  return (
    <Modal opened={target !== null} onClose={onClose} title={target ? `Add ${target.title}` : ""} size="lg" centered fullScreen={phone}>
      {target && <AddItemForm target={target} onAdded={onClose} />}
    </Modal>
  );
}

function AddItemForm({ target, onAdded }: { target: AddTarget; onAdded: () => void }) {
  const item = useQuery(trpc.items.payFor.queryOptions({ slug: "", code: target.code }));
  const { addLine, adding } = useAddToCart(PARENT_MODULE);
  const { addFor } = target;
  // Nothing chosen at first where the parent is asked: the line is for whoever they say.
  const [chosen, setChosen] = useState<string | null>(addFor.kind === "ask" && addFor.students.length === 0 ? NO_STUDENT : null);
  const [chooseError, setChooseError] = useState<string | null>(null);
  const studentId = (): number | "NA" | null =>
    addFor.kind === "student" ? addFor.studentId : chosen === null ? null : chosen === NO_STUDENT ? "NA" : Number(chosen);

  const header =
    addFor.kind === "student" ? (
      <Text>
        For <Text span fw={700}>{addFor.name}</Text>
      </Text>
    ) : addFor.students.length === 0 ? (
      <Text>
        For <Text span fw={700}>you (no student)</Text>
      </Text>
    ) : (
      <Radio.Group
        label="Who is this for?"
        withAsterisk
        value={chosen}
        error={chooseError}
        onChange={(value) => {
          setChosen(value);
          setChooseError(null);
        }}
      >
        <Stack gap={4} mt="xs">
          {addFor.students.map((student) => (
            <Radio key={student.studentId} value={String(student.studentId)} label={student.name} />
          ))}
          <Radio value={NO_STUDENT} label="No student (for the family)" />
        </Stack>
      </Radio.Group>
    );

  return (
    <QueryStates query={item} rows={3}>
      {({ item: payable }) => (
        <ItemPurchaseForm
          item={payable}
          pending={adding}
          header={header}
          checkHeader={() => {
            if (studentId() !== null) return null;
            setChooseError(CHOOSE_WHO_MESSAGE);
            return CHOOSE_WHO_MESSAGE;
          }}
          onAdd={async (request) => {
            const forWhom = studentId();
            if (forWhom === null) return;
            await addLine(request, forWhom);
            onAdded();
          }}
        />
      )}
    </QueryStates>
  );
}
