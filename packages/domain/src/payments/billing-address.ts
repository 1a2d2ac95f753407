/**
 * The billing address of a card payment (docs/product/checkout-and-payments.md: street, city and state are
 * required for a card; the postal code for every terminal payment). The rule stays; what changes is who types
 * it: an address already known (the first card of a partially authorized order, the school's own
 * address at the counter) fills the form instead of being asked for again.
 */

export interface BillingAddress {
  street: string;
  street2: string;
  city: string;
  state: string;
  /** "USA" or "CAN", the payment form's country codes. */
  country: string;
  postalCode: string;
}

const COUNTRIES = new Set(["USA", "CAN"]);
const clean = (value: string | null | undefined) => (value ?? "").trim();

/**
 * An address as stored (an order's payer columns, a company and its school profile), or null when
 * it lacks one of the three parts a card needs: half an address is no choice to offer a clerk, and
 * filling part of the form would hide that the rest is still to be typed.
 */
export function billingAddressOf(stored: {
  street?: string | null;
  street2?: string | null;
  city?: string | null;
  state?: string | null;
  country?: string | null;
  postalCode?: string | null;
}): BillingAddress | null {
  const address = {
    street: clean(stored.street),
    street2: clean(stored.street2),
    city: clean(stored.city),
    state: clean(stored.state),
    // Companies keep no country: the product's schools are in the USA unless told otherwise.
    country: COUNTRIES.has(clean(stored.country)) ? clean(stored.country) : "USA",
    postalCode: clean(stored.postalCode),
  };
  if (address.street === "" || address.city === "" || address.state === "" || address.state === "NA") return null;
  return address;
}

/** The form's address fields, as the payment form names them. */
export interface BillingFields {
  street: string;
  street2: string;
  city: string;
  state: string;
  country: string;
  postal_code: string;
}

/**
 * The form's fields for a known address. Used whole (a prefill of an untouched form, the one-click
 * choice): a mix of two addresses is nobody's address.
 */
export function billingFieldsOf(known: BillingAddress): BillingFields {
  return { street: known.street, street2: known.street2, city: known.city, state: known.state, country: known.country, postal_code: known.postalCode };
}
