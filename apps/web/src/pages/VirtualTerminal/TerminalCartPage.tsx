import { Alert, Button, Group, Stack, Text } from "@mantine/core";
import { PAYMENT_MESSAGES, type TModule } from "@paydesk/validators";
import { IconArrowRight } from "@tabler/icons-react";
import { useEffect, useRef, useState } from "react";
import { Link, useNavigate } from "react-router";
import { MenuGate } from "../../components/MenuGate/index.ts";
import { PageHeader } from "../../components/PageHeader/index.ts";
import { CartLines, useCart, type CartLineRow } from "../../components/PayerCart/index.ts";
import { OrderTotals } from "../../components/PaymentForm/index.ts";
import { QueryStates } from "../../components/QueryStates/index.ts";
import { useRowSelection } from "../../components/RowSelection/index.ts";
import { flashPath, payInfoPath, terminalPath } from "./paths.ts";

/** `/{module}/virtual-terminal/pay` (docs/product/terminal.md): the terminal's cart. */
export function TerminalCartPage() {
  return <MenuGate path="virtual-terminal/pay">{(_session, module) => <TerminalCart module={module} />}</MenuGate>;
}

const lineKey = (line: CartLineRow) => line.lineId;

function TerminalCart({ module }: { module: TModule }) {
  const navigate = useNavigate();
  // An emptied cart ends the sale: the terminal's message page says so, with the way to a new one.
  const cart = useCart(module, { onCleared: (message) => void navigate(flashPath(module, "vtpay", message)) });
  const lines = cart.list.data?.lines ?? [];
  const selection = useRowSelection<CartLineRow, number>(lines, { keyOf: lineKey });
  const [problem, setProblem] = useState<string | null>(null);

  // Every line starts chosen to pay; the user unticks what is paid another time. Check out is the
  // next step, so it takes the keyboard's focus once the lines are there.
  const selectedOnce = useRef(false);
  const checkOutButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!selectedOnce.current && lines.length > 0) {
      selectedOnce.current = true;
      selection.toggleAll();
      checkOutButton.current?.focus();
    }
  }, [lines.length, selection]);

  const checkout = () => {
    // "You must select at least one item to check out." (docs/product/checkout-and-payments.md)
    if (selection.selectedRows.length === 0) {
      setProblem(PAYMENT_MESSAGES.noItemsSelected);
      return;
    }
    setProblem(null);
    void navigate(payInfoPath(module, selection.selectedRows.map(lineKey)));
  };

  return (
    <Stack gap="lg">
      <PageHeader
        title="Terminal cart"
        description="Choose the lines to pay now, then go on to the payment."
        actions={
          <Button component={Link} to={terminalPath(module, "office")} variant="default">
            Add more items
          </Button>
        }
      />
      <QueryStates
        query={cart.list}
        isEmpty={(data) => data.lines.length === 0}
        empty={
          <Text c="dimmed" data-testid="cart-empty">
            The cart is empty. Add items at the office terminal.
          </Text>
        }
      >
        {(data) => (
          <Stack gap="md">
            <CartLines lines={data.lines} onRemove={cart.remove} isRemoving={cart.isRemoving} selection={selection} />
            <OrderTotals totals={data.totals} removeFees={false} onRemoveFeesChange={null} />
            {problem && (
              <Alert color="red" variant="light" role="alert">
                {problem}
              </Alert>
            )}
            <Group justify="space-between">
              <Button variant="subtle" color="red" onClick={cart.clear} loading={cart.clearing}>
                Empty the cart
              </Button>
              <Button ref={checkOutButton} onClick={checkout} rightSection={<IconArrowRight size={16} aria-hidden />}>
                Check out
              </Button>
            </Group>
          </Stack>
        )}
      </QueryStates>
    </Stack>
  );
}
