/**
 * The payment vocabularies and limits of docs/product/checkout-and-payments.md, spelled as it spells
 * them. Defined here, beside the schemas that check them; @paydesk/domain's payment rules use
 * them too.
 */

/** The choices of the payment step (docs/product/terminal.md). */
export const PAYMENT_METHODS = ["card", "cash", "check"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/**
 * The payment object's own `payment_method` values. Our reading: Retail is a card
 * present at the terminal and Ecommerce a card keyed in; both are "card" in the payment step.
 */
export const LEGACY_PAYMENT_METHODS = { Ecommerce: "card", Retail: "card", Check: "check", Cash: "cash" } as const satisfies Record<
  string,
  PaymentMethod
>;

/** A card is keyed in by hand or read from the magnetic stripe (docs/product/terminal.md). */
export const CARD_ENTRY_MODES = ["manual", "swipe"] as const;
export type CardEntryMode = (typeof CARD_ENTRY_MODES)[number];

/** Card brand codes of the payment step. */
export const CARD_BRANDS = ["visa", "mc", "disc", "amex"] as const;
export type CardBrand = (typeof CARD_BRANDS)[number];

/** The payment object's `cc_type` for each brand code. */
export const CC_TYPE_OF_BRAND = {
  visa: "Visa",
  mc: "MasterCard",
  disc: "Discover",
  amex: "AmericanExpress",
} as const satisfies Record<CardBrand, string>;
export const CC_TYPES = Object.values(CC_TYPE_OF_BRAND);
export type CcType = (typeof CC_TYPE_OF_BRAND)[CardBrand];

/** A card holder's and a cash payer's name has at least 2 characters. */
export const PAYER_NAME_MIN = 2;
export const PAYER_NAME_MAX = 100;
/** The card number is longer than 10 characters; no brand issues more than 19 digits. */
export const CARD_NUMBER_MIN_DIGITS = 11;
export const CARD_NUMBER_MAX_DIGITS = 19;
/** Postal codes of these countries are 5 to 9 characters. */
export const POSTAL_CODE_COUNTRIES = ["USA", "CAN"] as const;
export const POSTAL_CODE_MIN = 5;
export const POSTAL_CODE_MAX = 9;
/**
 * "A state (not NA)": NA is the state sent for countries without one (the profile,
 * docs/product/accounts-and-roles.md).
 */
export const NO_STATE = "NA";
/** The minimum item cost: "greater than $0.01", in cents. */
export const MIN_PAYMENT_EXCLUSIVE_CENTS = 1;
/**
 * The most one cart line (price × quantity) may come to, $100,000.00: the cap on a dollar
 * input (open amounts too, docs/product/items-and-fees.md), so one line is at most one item at the dearest
 * price a form can type. Checked when a line is added or changed and again at checkout.
 */
export const MAX_LINE_CENTS = 10_000_000;
/**
 * Ours: the most one order may come to with fees, tax and shipping, $250,000.00: room for a line
 * at the cap with its fees, far inside the integer-cents columns (about $21 million) and the
 * single authorization a card gateway takes. Checked at checkout, before any authorization.
 */
export const MAX_ORDER_CENTS = 25_000_000;
/** A magnetic stripe's two tracks are at most 79 and 40 characters; room for reader noise. */
export const MAG_TRACK_MAX = 200;
