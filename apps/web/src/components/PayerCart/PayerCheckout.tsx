import { Paper, Stack, Title } from "@mantine/core";
import type { TPayerModule } from "@paydesk/validators";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { useNavigate } from "react-router";
import { safeNextPath } from "../../navigation/paths.ts";
import { PaymentForm } from "../PaymentForm/index.ts";
import { QueryStates } from "../QueryStates/index.ts";
import { trpc } from "../../trpc.ts";
import { CartLines } from "./CartLines.tsx";
import { payerFromAccount } from "./payer-defaults.ts";
import { useCart } from "./useCart.ts";

interface PayerCheckoutProps {
  /** parent, or "pay" for a guest's cart. */
  module: TPayerModule;
  /** What an empty cart shows instead of the form. */
  empty: ReactNode;
  /**
   * Lines can be removed here (a guest's checkout is their only view of the cart); each remove
   * acts once per click (useCart). A parent removes lines on their cart page instead.
   */
  removable?: boolean;
}

/**
 * Checkout of a parent's or a guest's whole cart: the lines to review, then the shared payment
 * step (card typed online) whose totals show the convenience fee before the confirm modal, and
 * `checkout.go` with the form's idempotency key, so a repeated click pays once. A parent's form
 * starts from their account (name, e-mail with the receipt ticked, address), all still editable.
 * After paying, the server's redirect: a parent's success page with the receipt, or a guest's
 * receipt by its token.
 */
export function PayerCheckout({ module, empty, removable = false }: PayerCheckoutProps) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { list: cart, remove, isRemoving } = useCart(module);
  const go = useMutation(trpc.checkout.go.mutationOptions());
  const isParent = module === "parent";
  // The form reads its first values once: it waits for the account (a failed read starts it empty).
  const account = useQuery({ ...trpc.profile.get.queryOptions({ module: "parent" }), enabled: isParent, retry: false });
  const accountSettled = !isParent || !account.isPending;

  return (
    <QueryStates query={cart} isEmpty={(data) => data.lines.length === 0} empty={empty}>
      {({ lines, totals, payment }) => (
        <Stack gap="lg">
          <Paper p={{ base: "sm", sm: "lg" }} radius="lg" withBorder>
            <Title order={2} fz="lg" mb="sm">
              What you are paying for
            </Title>
            <CartLines lines={lines} {...(removable ? { onRemove: remove, isRemoving } : {})} />
          </Paper>
          {accountSettled && (
            <Paper p={{ base: "sm", sm: "lg" }} radius="lg" withBorder>
              <PaymentForm
                mode="online"
                totals={totals}
                acceptedCardBrands={payment.acceptedCardBrands}
                // Fee removal for cash is the office's; online payers pay by card.
                suggestCashDiscount={false}
                emailSuggestions={payment.emailSuggestions}
                submitLabel="Pay"
                guest={module === "pay"}
                {...(account.data ? { initialPayer: payerFromAccount(account.data) } : {})}
                onSubmit={(paymentObject, idempotencyKey) => go.mutateAsync({ ...paymentObject, module, idempotencyKey })}
                onOutcome={(outcome) => {
                  // The paid lines left the cart on the server; the cart and the In Cart labels follow.
                  void queryClient.invalidateQueries({ queryKey: trpc.cart.pathKey() });
                  void queryClient.invalidateQueries({ queryKey: trpc.parent.pathKey() });
                  const next = safeNextPath(outcome.redirect);
                  if (next) void navigate(next, { replace: true });
                }}
              />
            </Paper>
          )}
        </Stack>
      )}
    </QueryStates>
  );
}
