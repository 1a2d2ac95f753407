import { Alert, Box, Button, Center, Group, Paper, Stack, Text } from "@mantine/core";
import { IconCashRegister, IconMailCheck } from "@tabler/icons-react";
import { Link, useParams, useSearchParams } from "react-router";
import { Logo } from "../../components/Logo/index.ts";
import { useSession } from "../../lib/session.ts";
import { ReceiptScreen } from "./ReceiptScreen.tsx";
import { orderIdFrom } from "./useReceipt.ts";

/** Legacy flags are "1", "true", "yes" or "on". */
const flagged = (value: string | null) => ["1", "true", "yes", "on"].includes((value ?? "").toLowerCase());

/**
 * `/pay/receipt/{orderId}/view` (signed in) and `/pay/receipt/{orderId}/{token}/view` (anyone with
 * the token from the payment or the e-mail), outside the module shell so a payer without an
 * account can read and print it.
 *
 * This view comes with a custom header virtual_terminal and an email flag
 * (docs/product/checkout-and-payments.md, Receipts). Our reading: both are query flags set by
 * whoever links here. `?virtual_terminal=1` (the terminal's success page) shows the terminal's
 * header with a way back to a new sale instead of the public logo bar; `?email=1` (a payment made
 * with email_receipt) says the receipt was also e-mailed. They change what is shown, never who may
 * see it.
 */
export function PublicReceiptPage() {
  const params = useParams();
  const [query] = useSearchParams();
  const id = orderIdFrom(params.orderId);
  const terminal = flagged(query.get("virtual_terminal"));
  const emailed = flagged(query.get("email"));
  const access = id === null ? null : { orderId: id, token: params.token };

  return (
    <Box mih="100vh" p="md" bg="var(--mantine-color-gray-0)">
      <Stack gap="md" maw={960} mx="auto">
        {terminal ? <TerminalHeader /> : <Center py="sm"><Logo /></Center>}
        <main>
          <Stack gap="md">
            <Text component="h1" fz={26} fw={700} m={0}>
              Receipt
            </Text>
            <ReceiptScreen
              access={access}
              notice={
                emailed && (
                  <Alert color="teal" variant="light" icon={<IconMailCheck size={18} aria-hidden />} data-testid="receipt-emailed">
                    A copy of this receipt was e-mailed to the payer.
                  </Alert>
                )
              }
            />
          </Stack>
        </main>
      </Stack>
    </Box>
  );
}

/** The virtual terminal's header: where the payment was taken, and the way to the next sale. */
function TerminalHeader() {
  const { data: session } = useSession();
  const module = session?.homeModule ?? "school";
  return (
    <Paper p="sm" radius="md" withBorder data-testid="receipt-terminal-header">
      <Group justify="space-between">
        <Group gap="xs">
          <IconCashRegister size={20} aria-hidden />
          <Text fw={600}>Virtual terminal</Text>
        </Group>
        <Button component={Link} to={`/${module}/virtual-terminal/office`} variant="light" size="xs">
          New sale
        </Button>
      </Group>
    </Paper>
  );
}
