import { Alert, Button, Group, Modal, Stack, Text, TextInput, Textarea } from "@mantine/core";
import { formatCents, formatDecimalCents, readOpenAmount, type RefundOption } from "@paydesk/domain";
import { REFUND_MESSAGES, REFUND_REASON_MAX, type TModule } from "@paydesk/validators";
import { useMutation } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { errorMessage, fieldErrorsOf } from "../../lib/errors.ts";
import { notifySuccess } from "../../lib/notify.tsx";
import { trpc } from "../../trpc.ts";
import { paymentLabel, type RefundablePaymentRow } from "./labels.ts";

interface RefundModalProps {
  module: TModule;
  orderId: number;
  /** The payment being refunded or voided; null closes the dialog. */
  payment: (RefundablePaymentRow & { option: Extract<RefundOption, { action: "void" | "refund" }> }) | null;
  onClose: () => void;
  onDone: () => void;
}

/** One idempotency key per opened dialog: pressing again after a lost answer resumes, never refunds twice. */
const newKey = () => `refund-${crypto.randomUUID()}`;

/**
 * The Refund / Void dialog of one payment. A void is always of the whole payment (before the
 * nightly settlement), so its amount is fixed; a refund asks for the amount (up to what is left)
 * and both ask for a reason. Whatever the server answers is shown here as it was sent.
 */
export function RefundModal({ module, orderId, payment, onClose, onDone }: RefundModalProps) {
  const [amount, setAmount] = useState("");
  const [reason, setReason] = useState("");
  const [key, setKey] = useState(newKey);
  const [errors, setErrors] = useState<{ amount?: string; reason?: string; form?: string }>({});
  const create = useMutation(trpc.refunds.create.mutationOptions());
  const isVoid = payment?.option.action === "void";

  useEffect(() => {
    if (!payment) return;
    setAmount(payment.option.action === "void" ? formatDecimalCents(payment.option.amountCents) : "");
    setReason("");
    setErrors({});
    setKey(newKey());
  }, [payment]);

  if (!payment) return <Modal opened={false} onClose={onClose} title="Refund" />;
  const limit = payment.option.action === "void" ? payment.option.amountCents : payment.option.maxCents;

  const submit = () => {
    const cents = readOpenAmount(amount).cents;
    const found: typeof errors = {};
    if (cents <= 0) found.amount = REFUND_MESSAGES.amountInvalid;
    if (reason.trim() === "") found.reason = REFUND_MESSAGES.reasonRequired;
    setErrors(found);
    if (found.amount || found.reason) return;
    create.mutate(
      { module, orderId, paymentId: payment.paymentId, amountCents: cents, reason: reason.trim(), idempotencyKey: key },
      {
        onSuccess: (answer) => {
          notifySuccess(answer.message);
          onDone();
        },
        onError: (error) => {
          const fields = fieldErrorsOf(error);
          setErrors({ amount: fields?.amountCents, reason: fields?.reason, form: fields ? undefined : errorMessage(error) });
        },
      },
    );
  };

  return (
    <Modal opened onClose={onClose} title={isVoid ? "Void payment" : "Refund payment"} centered>
      <Stack>
        <Text size="sm">
          {paymentLabel(payment)} · paid {formatCents(payment.amountCents)}
          {payment.refundedCents > 0 ? ` · refunded ${formatCents(payment.refundedCents)}` : ""}
        </Text>
        {isVoid ? (
          <Text size="sm">
            This card payment has not settled yet, so it can only be voided in full: {formatCents(limit)}. To give back only
            part of it, wait until it settles overnight and refund it then.
          </Text>
        ) : (
          <TextInput
            label="Amount to refund"
            description={`Up to ${formatCents(limit)}`}
            inputMode="decimal"
            data-autofocus
            value={amount}
            error={errors.amount}
            onChange={(event) => setAmount(event.currentTarget.value)}
            onBlur={(event) => event.currentTarget.value !== "" && setAmount(readOpenAmount(event.currentTarget.value).text)}
          />
        )}
        <Textarea label="Reason" autosize minRows={2} maxLength={REFUND_REASON_MAX} value={reason} error={errors.reason} onChange={(event) => setReason(event.currentTarget.value)} {...(isVoid ? { "data-autofocus": true } : {})} />
        {errors.form && (
          <Alert color="red" variant="light" role="alert">
            {errors.form}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button color="red" loading={create.isPending} onClick={submit}>
            {isVoid ? "Void payment" : "Refund"}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
