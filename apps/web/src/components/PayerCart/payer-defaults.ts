import type { InitialPayer } from "../PaymentForm/types.ts";

/** A signed-in parent's own account as the profile answers it (name, e-mail, address). */
export interface AccountProfile {
  fname: string;
  lname: string;
  email: string;
  address: string;
  address_2: string;
  city: string;
  state: string;
  country: string;
  zip: string;
}

/** The countries the payment form's address takes; another country's address is not carried over. */
const PAYMENT_COUNTRIES = new Set(["USA", "CAN"]);

/**
 * Where a parent's checkout starts: their name, their e-mail with the receipt e-mailed to it, and
 * their address, all still editable. A profile address in a country the card form does not take
 * is left out rather than half copied (its "NA" state would not be a state).
 */
export function payerFromAccount(profile: AccountProfile): InitialPayer {
  const name = `${profile.fname} ${profile.lname}`.trim();
  const payer: InitialPayer = { name, email: profile.email, email_receipt: profile.email !== "" };
  const country = profile.country || "USA";
  if (!PAYMENT_COUNTRIES.has(country)) return payer;
  return {
    ...payer,
    street: profile.address,
    street2: profile.address_2,
    city: profile.city,
    state: profile.state === "NA" ? "" : profile.state,
    country,
    postal_code: profile.zip,
  };
}
