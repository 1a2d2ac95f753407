import { Alert, Button, Group, Modal, NumberInput, Radio, Stack, Text, Textarea } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { formatCents } from "@paydesk/domain";
import { COLLECTION_MEMO_MAX, ZCheckReturnedFields } from "@paydesk/validators";
import { useMutation, useQuery } from "@tanstack/react-query";
import { showServerError } from "../../../components/ServerErrors/index.ts";
import { notifySuccess } from "../../../lib/notify.tsx";
import { checkText } from "../../../lib/labels.ts";
import { trpc } from "../../../trpc.ts";

interface CheckReturnedModalProps {
  opened: boolean;
  onClose: () => void;
  onDone: () => void;
}

/**
 * A check the bank returned: find its order, pick the check payment, give a memo. The check's
 * amount becomes due (a collections row).
 */
export function CheckReturnedModal({ opened, onClose, onDone }: CheckReturnedModalProps) {
  const form = useForm<{ orderId: number | string; paymentId: string; memo: string }>({
    initialValues: { orderId: "", paymentId: "", memo: "" },
    // The order number only finds the payments; the server takes the payment and the memo.
    validate: schemaResolver(ZCheckReturnedFields, { sync: true }),
  });
  const orderId = typeof form.values.orderId === "number" && form.values.orderId > 0 ? form.values.orderId : null;
  const payments = useQuery({ ...trpc.collections.checkPayments.queryOptions({ module: "control", orderId: orderId ?? 0 }), enabled: opened && orderId !== null });
  const mark = useMutation(trpc.collections.markCheckReturned.mutationOptions());
  const close = () => {
    form.reset();
    onClose();
  };
  const open = payments.data?.filter((payment) => !payment.returned) ?? [];
  return (
    <Modal opened={opened} onClose={close} title="Mark a check returned" centered>
      <form
        noValidate
        onSubmit={form.onSubmit((values) =>
          mark.mutate(
            { module: "control", paymentId: Number(values.paymentId), memo: values.memo },
            {
              onSuccess: (result) => {
                notifySuccess(result.message);
                form.reset();
                onDone();
              },
              onError: (error) => showServerError(form, error),
            },
          ),
        )}
      >
        <Stack gap="md">
          <NumberInput label="Order" description="The order the check paid" min={1} allowDecimal={false} hideControls data-autofocus {...form.getInputProps("orderId")} />
          {orderId !== null && payments.isSuccess && open.length === 0 && (
            <Alert color="gray" variant="light">
              This order has no check payment that can be marked returned.
            </Alert>
          )}
          {open.length > 0 && (
            <Radio.Group label="Check payment" withAsterisk {...form.getInputProps("paymentId")}>
              <Stack gap={6} mt={6}>
                {open.map((payment) => (
                  <Radio
                    key={payment.paymentId}
                    value={String(payment.paymentId)}
                    label={`${checkText(payment.checkNumber)}: ${formatCents(payment.amountCents)}${payment.payerName ? `, ${payment.payerName}` : ""}`}
                  />
                ))}
              </Stack>
            </Radio.Group>
          )}
          <Textarea label="Memo" withAsterisk autosize minRows={2} maxLength={COLLECTION_MEMO_MAX} {...form.getInputProps("memo")} />
          <Text size="xs" c="dimmed">
            The payment stays as recorded; its amount becomes due on the collections list.
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={mark.isPending}>
              Cancel
            </Button>
            <Button type="submit" loading={mark.isPending}>
              Mark returned
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
