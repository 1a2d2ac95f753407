import { Button } from "@mantine/core";
import { Link } from "react-router";
import { MenuGate } from "../../../components/MenuGate/index.ts";
import { PageHeader } from "../../../components/PageHeader/index.ts";
import { PhoneFirst } from "../../../components/PhoneFirst/index.ts";
import { PayerCheckout } from "../../../components/PayerCart/index.ts";
import { EmptyCart } from "../EmptyCart.tsx";
import { PARENT_MODULE, PARENT_PATHS } from "../paths.ts";

/** `/parent/checkout`: the parent pays the whole cart by card, then sees the receipt. */
export function CheckoutPage() {
  return <MenuGate path="checkout">{() => <ParentCheckout />}</MenuGate>;
}

function ParentCheckout() {
  return (
    <PhoneFirst maw={900}>
      <PageHeader
        title="Checkout"
        description="Pay for everything in your cart by card."
        actions={
          <Button component={Link} to={PARENT_PATHS.cart} variant="default">
            Back to the cart
          </Button>
        }
      />
      <PayerCheckout
        module={PARENT_MODULE}
        empty={<EmptyCart message="Your cart is empty: there is nothing to pay." />}
      />
    </PhoneFirst>
  );
}
