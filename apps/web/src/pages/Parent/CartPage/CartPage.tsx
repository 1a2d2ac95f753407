import { Button, Group, Paper, Stack } from "@mantine/core";
import { IconArrowRight } from "@tabler/icons-react";
import { Link } from "react-router";
import { MenuGate } from "../../../components/MenuGate/index.ts";
import { PageHeader } from "../../../components/PageHeader/index.ts";
import { PhoneFirst } from "../../../components/PhoneFirst/index.ts";
import { CartLines, CartTotals, useCart } from "../../../components/PayerCart/index.ts";
import { QueryStates } from "../../../components/QueryStates/index.ts";
import { EmptyCart } from "../EmptyCart.tsx";
import { PARENT_MODULE, PARENT_PATHS } from "../paths.ts";

/** `/parent/cart`: the parent's cart, its lines removable one click at a time, with the fee shown. */
export function CartPage() {
  return <MenuGate path="cart">{() => <ParentCart />}</MenuGate>;
}

function ParentCart() {
  const cart = useCart(PARENT_MODULE);
  return (
    <PhoneFirst maw={1000}>
      <PageHeader
        title="Your cart"
        description="Check what you are paying for; the convenience fee is shown before you pay."
        actions={
          <Button component={Link} to={PARENT_PATHS.pay} variant="default">
            Add more items
          </Button>
        }
      />
      <QueryStates
        query={cart.list}
        isEmpty={(data) => data.lines.length === 0}
        empty={<EmptyCart message="Your cart is empty." />}
      >
        {({ lines, totals }) => (
          <Paper p={{ base: "sm", sm: "lg" }} radius="lg" withBorder>
            <Stack gap="lg">
              <CartLines lines={lines} onRemove={cart.remove} isRemoving={cart.isRemoving} />
              <CartTotals totals={totals} />
              {/* On a phone the way on comes first, at full width; emptying the cart sits under it. */}
              <Group justify="space-between" style={{ flexDirection: "row-reverse" }}>
                <Button
                  component={Link}
                  to={PARENT_PATHS.checkout}
                  size="md"
                  w={{ base: "100%", xs: "auto" }}
                  rightSection={<IconArrowRight size={16} aria-hidden />}
                >
                  Check out
                </Button>
                <Button variant="subtle" color="red" w={{ base: "100%", xs: "auto" }} loading={cart.clearing} onClick={cart.clear}>
                  Empty the cart
                </Button>
              </Group>
            </Stack>
          </Paper>
        )}
      </QueryStates>
    </PhoneFirst>
  );
}
