import type { AppRouter, inferRouterOutputs } from "@paydesk/api";
import type { BillingAddress, BillingFields } from "@paydesk/domain";
import type { CardBrand, CardEntryMode, PaymentMethod, TPaymentRequest } from "@paydesk/validators";

/** The payment step's fields; the billing address ones are the domain's `BillingFields`. */
export interface PaymentFormValues extends BillingFields {
  payment_method: PaymentMethod;
  /** "" until the user picks Manual or Swipe ("Enter payment card information…"). */
  card_entry: CardEntryMode | "";
  name: string;
  email: string;
  email_receipt: boolean;
  remove_conv_fees: boolean;
  cc_pan: string;
  cc_month: string;
  cc_year: string;
  cc_cv: string;
  /** The reader's raw input; split into tracks when the form is sent. */
  swipe: string;
  magtrack1: string;
  magtrack2: string;
  check_number: string;
}

/** What a payment may start from: the payer known from the order, or a parent's own account. */
export type InitialPayer = Partial<
  Pick<PaymentFormValues, "name" | "email" | "email_receipt" | "street" | "street2" | "city" | "state" | "country" | "postal_code">
>;

type RouterOutputs = inferRouterOutputs<AppRouter>;

/** The cart's totals as `cart.list` gives them (integer cents), with and without the fees. */
export type PaymentTotals = RouterOutputs["cart"]["list"]["totals"];

/**
 * What checkout answers for a payment that went through (checkout.terminal/go/payRest): where to
 * go next (the success page or, when partial, the order summary) and the receipt token.
 */
export type PaymentOutcome = RouterOutputs["checkout"]["terminal"];

/**
 * Where the form is used. The office terminal takes card (typed or swiped), cash and check;
 * parents and guests pay online, by a typed card only. Both send a postal code: the terminal
 * needs one for every transaction (docs/product/checkout-and-payments.md), and the shared schema asks for
 * it everywhere.
 */
/** One attempt as sent: the payment object and, once asked, the solved security check. */
export type PaymentAttempt = TPaymentRequest & { captcha?: string };

export type PaymentFormMode = "terminal" | "online";

export interface PaymentFormProps {
  totals: PaymentTotals;
  /** The payee's accepted brands: other brands are "Sorry, that card type is not accepted." */
  acceptedCardBrands: readonly CardBrand[];
  /** The company's suggested cash discount flag: cash and check pre-tick fee removal. */
  suggestCashDiscount: boolean;
  /** Addresses offered for the e-mailed receipt. */
  emailSuggestions: readonly string[];
  mode: PaymentFormMode;
  /**
   * Charges the payment. Resolves with the outcome, or rejects with the server's answer (a
   * decline, a gateway failure, field errors). The key is the same for a retry of one attempt.
   */
  onSubmit: (payment: PaymentAttempt, idempotencyKey: string) => Promise<PaymentOutcome>;
  /** What happens after an approved or partial payment; by default the server's redirect is followed. */
  onOutcome?: (outcome: PaymentOutcome) => void;
  /** Shown above the place-order button, e.g. "Pay the rest of order 12". */
  submitLabel?: string;
  /**
   * A guest paying online: after a decline the security check appears and its answer goes with
   * every further attempt (the server asks it of guests only).
   */
  guest?: boolean;
  /** Values to start from: the payer known from the order, or a signed-in parent's own account (still editable). */
  initialPayer?: InitialPayer;
  /** A billing address already given (the order's first card): the form starts with it. */
  initialAddress?: BillingAddress | null;
  /** The terminal's own address, offered as one click for a card payer at the counter. */
  counterAddress?: BillingAddress | null;
  /** The form is the page's next step: its first choice takes the focus when it appears. */
  focusOnOpen?: boolean;
}
