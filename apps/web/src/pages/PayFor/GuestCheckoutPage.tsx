import { Stack, Text, Title } from "@mantine/core";
import { PAYER_MODULE } from "@paydesk/validators";
import { PayerCheckout } from "../../components/PayerCart/index.ts";
import { PublicPayLayout } from "./PublicPayLayout.tsx";

/**
 * `/pay/checkout`: a guest pays their browser's cart (the httpOnly cart cookie names it) by card,
 * the convenience fee shown before the confirm, then lands on the receipt their payment's token
 * opens.
 */
export function GuestCheckoutPage() {
  return (
    <PublicPayLayout width={900}>
      <Stack gap="lg">
        <div>
          <Title order={1} fz={26}>
            Checkout
          </Title>
          <Text c="dimmed">Pay as a guest by card. No account needed.</Text>
        </div>
        <PayerCheckout
          module={PAYER_MODULE}
          removable
          empty={<Text data-testid="cart-empty">Your cart is empty. Open a pay link to choose what to pay for.</Text>}
        />
      </Stack>
    </PublicPayLayout>
  );
}
