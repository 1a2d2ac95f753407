import { Button, Card, Group, SimpleGrid, Stack, TextInput, Title } from "@mantine/core";
import { useForm } from "@mantine/form";
import { IconEdit } from "@tabler/icons-react";
import { DetailItem } from "./DetailItem.tsx";
import type { TransactionDetail } from "./types.ts";
import type { TransactionEdit } from "./useUpdateTransaction.ts";

type Payor = TransactionDetail["payer"];
type PayorKey = keyof Payor;

const FIELDS: { key: PayorKey; label: string }[] = [
  { key: "name", label: "Name" },
  { key: "email", label: "E-mail" },
  { key: "street", label: "Street" },
  { key: "street2", label: "Street (line 2)" },
  { key: "city", label: "City" },
  { key: "state", label: "State" },
  { key: "country", label: "Country" },
  { key: "postalCode", label: "Postal code" },
];

interface PayorPanelProps {
  payor: Payor;
  canEdit: boolean;
  editing: boolean;
  onEdit: () => void;
  onClose: () => void;
  /** Only the fields that differ from the order's; the page asks the memo, then saves. */
  onSave: (edit: TransactionEdit) => void;
}

const asForm = (payor: Payor): Record<PayorKey, string> =>
  Object.fromEntries(FIELDS.map(({ key }) => [key, payor[key] ?? ""])) as Record<PayorKey, string>;

/**
 * Payor details (docs/product/reports-and-time-zones.md): shown; Edit opens the form, Close leaves
 * it unsaved.
 */
export function PayorPanel({ payor, canEdit, editing, onEdit, onClose, onSave }: PayorPanelProps) {
  return (
    <Card withBorder component="section" aria-labelledby="payor-heading" data-testid="payor-panel">
      <Group justify="space-between" mb="sm">
        <Title order={2} fz="lg" id="payor-heading">
          Payor details
        </Title>
        {canEdit && !editing && (
          <Button size="xs" variant="light" leftSection={<IconEdit size={16} aria-hidden />} onClick={onEdit}>
            Edit
          </Button>
        )}
      </Group>
      {editing ? <PayorForm payor={payor} onClose={onClose} onSave={onSave} /> : <PayorView payor={payor} />}
    </Card>
  );
}

function PayorView({ payor }: { payor: Payor }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" component="dl" m={0}>
      {FIELDS.map(({ key, label }) => (
        <DetailItem key={key} label={label} value={payor[key] || "—"} testId={`payor-${key}`} />
      ))}
    </SimpleGrid>
  );
}

function PayorForm({ payor, onClose, onSave }: Omit<PayorPanelProps, "canEdit" | "editing" | "onEdit">) {
  const form = useForm({ initialValues: asForm(payor) });
  const submit = form.onSubmit((values) => {
    const was = asForm(payor);
    const changed = Object.fromEntries(FIELDS.filter(({ key }) => values[key].trim() !== was[key]).map(({ key }) => [key, values[key].trim() || null]));
    onSave({ payor: changed });
  });
  return (
    <form onSubmit={submit} aria-label="Edit payor details">
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {FIELDS.map(({ key, label }) => (
            <TextInput key={key} label={label} required={key === "name"} {...form.getInputProps(key)} />
          ))}
        </SimpleGrid>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Close
          </Button>
          <Button type="submit">Save</Button>
        </Group>
      </Stack>
    </form>
  );
}
