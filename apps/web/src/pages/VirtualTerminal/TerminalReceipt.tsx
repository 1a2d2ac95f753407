import { Alert, Autocomplete, Button, Group, Paper, Stack } from "@mantine/core";
import { PAYMENT_MESSAGES, type TModule } from "@paydesk/validators";
import { IconMail, IconPrinter } from "@tabler/icons-react";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Link } from "react-router";
import { QueryStates } from "../../components/QueryStates/index.ts";
import { errorMessage } from "../../lib/errors.ts";
import { notifySuccess } from "../../lib/notify.tsx";
import { trpc } from "../../trpc.ts";
import { ReceiptDocument } from "../Receipt/index.ts";
import { terminalPath } from "./paths.ts";

/** E-mails the receipt to the order's address or another one (receipts.send, the outbox/SMTP path). */
function EmailReceipt({ orderId, suggestion }: { orderId: number; suggestion: string | null }) {
  const [email, setEmail] = useState(suggestion ?? "");
  const send = useMutation(trpc.receipts.send.mutationOptions({ onSuccess: () => notifySuccess("The receipt was e-mailed.") }));
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        send.mutate({ orderId, ...(email.trim() ? { email: email.trim() } : {}) });
      }}
    >
      <Group align="flex-end" gap="xs">
        <Autocomplete
          label="E-mail the receipt to"
          type="email"
          data={suggestion ? [suggestion] : []}
          value={email}
          onChange={setEmail}
          error={send.isError ? errorMessage(send.error) : undefined}
          w={320}
        />
        <Button type="submit" variant="light" leftSection={<IconMail size={16} aria-hidden />} loading={send.isPending}>
          E-mail receipt
        </Button>
      </Group>
    </form>
  );
}

/**
 * An order's receipt at the terminal (success page, confirmation, order summary), with print and
 * e-mail. The receipt itself is the receipts helper's document, the same the payer's copy shows.
 */
export function TerminalReceipt({ module, orderId }: { module: TModule; orderId: number | null }) {
  if (orderId === null) {
    return (
      <Alert color="red" variant="light" role="alert">
        {PAYMENT_MESSAGES.orderIdUnknown}
      </Alert>
    );
  }
  return <LoadedReceipt module={module} orderId={orderId} />;
}

function LoadedReceipt({ module, orderId }: { module: TModule; orderId: number }) {
  const receipt = useQuery(trpc.receipts.view.queryOptions({ orderId, module }));
  return (
    <QueryStates query={receipt} rows={6}>
      {(view) => (
        <Stack gap="md">
          <Paper withBorder p="lg" radius="md" data-testid="receipt">
            <ReceiptDocument receipt={view} />
          </Paper>
          <Group justify="space-between" align="flex-end">
            <EmailReceipt orderId={orderId} suggestion={view.payer.email ?? null} />
            <Button
              component={Link}
              to={terminalPath(module, `print-receipt/${orderId}`)}
              target="_blank"
              variant="default"
              leftSection={<IconPrinter size={16} aria-hidden />}
            >
              Print receipt
            </Button>
          </Group>
        </Stack>
      )}
    </QueryStates>
  );
}
