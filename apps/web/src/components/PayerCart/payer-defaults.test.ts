import { describe, expect, it } from "vitest";
import { payerFromAccount, type AccountProfile } from "./payer-defaults.ts";

const PAT: AccountProfile = {
  fname: "Pat",
  lname: "Parker",
  email: "pat@example.test",
  address: "12 Elm Street",
  address_2: "Apt 4",
  city: "Springfield",
  state: "IL",
  country: "USA",
  zip: "62701",
};

describe("payerFromAccount", () => {
  it("starts a parent's checkout from their name, e-mail (receipt ticked) and address", () => {
    expect(payerFromAccount(PAT)).toEqual({
      name: "Pat Parker",
      email: "pat@example.test",
      email_receipt: true,
      street: "12 Elm Street",
      street2: "Apt 4",
      city: "Springfield",
      state: "IL",
      country: "USA",
      postal_code: "62701",
    });
  });

  it("takes a profile never saved (no country yet) as a US address", () => {
    expect(payerFromAccount({ ...PAT, country: "", address: "", city: "", zip: "" })).toMatchObject({ country: "USA", state: "IL", street: "" });
  });

  it("keeps a Canadian address and drops the NA state", () => {
    expect(payerFromAccount({ ...PAT, country: "CAN", state: "NA" })).toMatchObject({ country: "CAN", state: "" });
  });

  it("leaves out an address in a country the card form does not take", () => {
    const payer = payerFromAccount({ ...PAT, country: "GBR", state: "NA" });
    expect(payer).toEqual({ name: "Pat Parker", email: "pat@example.test", email_receipt: true });
  });
});
