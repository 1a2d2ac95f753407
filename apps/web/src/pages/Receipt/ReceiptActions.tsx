import { Button, Group, Paper, Stack, Text, TextInput } from "@mantine/core";
import { useState } from "react";
import { schemaResolver, useForm } from "@mantine/form";
import { ZReceiptSendFields } from "@paydesk/validators";
import { IconFileTypePdf, IconMail, IconMailCheck, IconPrinter } from "@tabler/icons-react";
import { useMutation } from "@tanstack/react-query";
import { showServerError } from "../../components/ServerErrors/index.ts";
import { notifySuccess } from "../../lib/notify.tsx";
import { trpc } from "../../trpc.ts";
import type { ReceiptAccess } from "./useReceipt.ts";

interface ReceiptActionsProps {
  access: ReceiptAccess;
  /** The order's own address, offered as the placeholder of the send form. */
  payerEmail: string | null;
  /** Where the receipt was e-mailed at payment, if the payer asked: said so, sending again is secondary. */
  emailedTo?: string | null;
}

/**
 * Print, the PDF, and e-mailing the receipt (to the order's address, or another). Hidden when the
 * page is printed. The PDF link and the send carry the token when the page was opened with one.
 */
export function ReceiptActions({ access, payerEmail, emailedTo = null }: ReceiptActionsProps) {
  // A receipt already e-mailed is not offered again as if it had not been: "Send again" opens the form.
  const [sendingAgain, setSendingAgain] = useState(false);
  const showForm = emailedTo === null || sendingAgain;
  const form = useForm({
    mode: "controlled",
    initialValues: { email: "" },
    validate: schemaResolver(ZReceiptSendFields, { sync: true }),
  });
  const send = useMutation(
    trpc.receipts.send.mutationOptions({
      onSuccess: (result) => {
        notifySuccess(`${result.message} (${result.sentTo})`);
        form.reset();
      },
      onError: (error) => showServerError(form, error),
    }),
  );
  const tokenPart = access.token ? `/${encodeURIComponent(access.token)}` : "";
  const pdfHref = `/pay/receipt/${access.orderId}${tokenPart}/view.pdf`;

  return (
    <Paper p="md" radius="lg" withBorder data-print="hide" data-testid="receipt-actions">
      <Stack gap="md">
        <Group gap="sm">
          <Button leftSection={<IconPrinter size={16} aria-hidden />} onClick={() => window.print()}>
            Print receipt
          </Button>
          <Button component="a" href={pdfHref} target="_blank" rel="noopener" variant="light" leftSection={<IconFileTypePdf size={16} aria-hidden />}>
            Download PDF
          </Button>
        </Group>
        {emailedTo !== null && (
          <Group gap="sm" justify="space-between" wrap="wrap" data-testid="receipt-emailed">
            <Group gap="xs" wrap="nowrap" miw={0}>
              <IconMailCheck size={18} aria-hidden />
              <Text miw={0} style={{ overflowWrap: "anywhere" }}>
                We e-mailed this receipt to <Text span fw={700}>{emailedTo}</Text>.
              </Text>
            </Group>
            {!sendingAgain && (
              <Button variant="subtle" size="compact-md" onClick={() => setSendingAgain(true)}>
                Send again
              </Button>
            )}
          </Group>
        )}
        {showForm && (
        <form
          noValidate
          onSubmit={form.onSubmit((values) =>
            send.mutate({ orderId: access.orderId, email: values.email || undefined, token: access.token }),
          )}
        >
          <Group align="flex-end" gap="sm" wrap="wrap">
            <TextInput
              flex={1}
              miw={{ base: "100%", xs: 240 }}
              type="email"
              label="E-mail the receipt"
              description={payerEmail ? `Leave empty to send it to ${payerEmail}.` : "This order has no e-mail address: enter one."}
              placeholder={payerEmail ?? "name@example.com"}
              maxLength={254}
              autoComplete="email"
              {...form.getInputProps("email")}
            />
            <Button type="submit" variant="light" loading={send.isPending} leftSection={<IconMail size={16} aria-hidden />}>
              Send
            </Button>
          </Group>
          {send.isError && !form.errors.email && (
            <Text c="red" size="sm" role="alert" mt="xs">
              {send.error.message}
            </Text>
          )}
        </form>
        )}
      </Stack>
    </Paper>
  );
}
