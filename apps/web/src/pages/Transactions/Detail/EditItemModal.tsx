import { Button, Group, Modal, Stack, Text, TextInput, Textarea } from "@mantine/core";
import { MEMO_MAX } from "@paydesk/validators";
import { useEffect, useState } from "react";
import type { DetailLine } from "./types.ts";
import type { TransactionEdit } from "./useUpdateTransaction.ts";

interface EditItemModalProps {
  line: DetailLine | null;
  onAccept: (edit: TransactionEdit) => void;
  onCancel: () => void;
}

type Cfs = DetailLine["cfs"];

/** A list value (checkboxes) is edited as comma-separated text and stays a list. */
const cfText = (value: string | string[]): string => (Array.isArray(value) ? value.join(", ") : value);
function cfsFrom(original: Cfs, texts: Record<string, string>): Cfs {
  return Object.fromEntries(
    Object.entries(original).map(([label, value]) => {
      const text = texts[label] ?? "";
      return [label, Array.isArray(value) ? text.split(",").map((v) => v.trim()).filter(Boolean) : text.trim()];
    }),
  );
}

/**
 * The edit-item-details lightbox (docs/product/reports-and-time-zones.md) with Accept and Cancel:
 * the line's details that move no money (custom field values, the student paid for, a memo).
 * Amounts are not here: refunds move money. Accept hands the changed details to the page, which
 * asks the update memo and saves.
 */
export function EditItemModal({ line, onAccept, onCancel }: EditItemModalProps) {
  const [cfs, setCfs] = useState<Record<string, string>>({});
  const [student, setStudent] = useState("");
  const [memo, setMemo] = useState("");
  const [studentError, setStudentError] = useState<string | null>(null);
  useEffect(() => {
    if (!line) return;
    setCfs(Object.fromEntries(Object.entries(line.cfs).map(([label, value]) => [label, cfText(value)])));
    setStudent(line.studentId === null ? "" : String(line.studentId));
    setMemo(line.memo ?? "");
    setStudentError(null);
  }, [line]);
  if (!line) return <Modal opened={false} onClose={onCancel} title="Edit item details" />;

  const accept = () => {
    const studentId = student.trim() === "" ? null : Number(student.trim());
    if (studentId !== null && (!Number.isInteger(studentId) || studentId <= 0)) return setStudentError("Enter a student id, or leave it empty for none.");
    const edit: NonNullable<TransactionEdit["lines"]>[number] = { lineId: line.lineId };
    const newCfs = cfsFrom(line.cfs, cfs);
    if (JSON.stringify(newCfs) !== JSON.stringify(line.cfs)) edit.cfs = newCfs;
    if (studentId !== line.studentId) edit.studentId = studentId;
    if ((memo.trim() || null) !== line.memo) edit.memo = memo.trim() || null;
    onAccept({ lines: [edit] });
  };

  return (
    <Modal opened onClose={onCancel} title="Edit item details" centered>
      <Stack gap="sm">
        <Text size="sm" fw={600}>
          {line.title}
        </Text>
        {Object.keys(line.cfs).map((label) => (
          <TextInput key={label} label={label} value={cfs[label] ?? ""} onChange={(e) => setCfs({ ...cfs, [label]: e.currentTarget.value })} />
        ))}
        <TextInput
          label="Student id"
          description={line.studentName ? `Now: ${line.studentName}` : "No student"}
          inputMode="numeric"
          value={student}
          error={studentError}
          onChange={(e) => setStudent(e.currentTarget.value)}
        />
        <Textarea label="Item memo" autosize minRows={2} maxLength={MEMO_MAX} value={memo} onChange={(e) => setMemo(e.currentTarget.value)} />
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button onClick={accept}>Accept</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
