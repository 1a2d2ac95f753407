import { describe, expect, it } from "vitest";
import { PROFILE_MESSAGES, profileState, ZProfileFields, ZProfileUpdateRequestSchema } from "./profile.ts";

const base = {
  fname: "Ada",
  lname: "Lovelace",
  email: "ada@example.test",
  address: "1 Main St",
  address_2: "",
  city: "Springfield",
  state: "il",
  country: "USA",
  zip: "62701",
  phone: "(217) 555-0100",
};

function firstError(input: unknown): string | undefined {
  const result = ZProfileFields.safeParse(input);
  return result.success ? undefined : result.error.issues[0]?.message;
}

describe("profileState (docs/product/accounts-and-roles.md: NA outside the USA)", () => {
  it.each([
    ["USA", "il", "IL"],
    ["USA", " TX ", "TX"],
    ["CAN", "ON", "NA"],
    ["GBR", "", "NA"],
    ["OTHER", "Bavaria", "NA"],
  ])("%s %j → %s", (country, state, expected) => {
    expect(profileState(country, state)).toBe(expected);
  });
});

describe("ZProfileFields", () => {
  it("accepts a US profile and upper-cases the state", () => {
    expect(ZProfileFields.parse(base)).toMatchObject({ state: "IL", country: "USA", email: "ada@example.test" });
  });

  it("sends NA as the state outside the USA, whatever the form held", () => {
    expect(ZProfileFields.parse({ ...base, country: "CAN", state: "ON" }).state).toBe("NA");
  });

  it.each([
    ["no first name", { ...base, fname: " " }, PROFILE_MESSAGES.firstNameRequired],
    ["no last name", { ...base, lname: "" }, PROFILE_MESSAGES.lastNameRequired],
    ["a bad e-mail", { ...base, email: "ada@" }, PROFILE_MESSAGES.invalidEmail],
    ["no state in the USA", { ...base, state: "" }, PROFILE_MESSAGES.stateRequired],
    ["an unknown country", { ...base, country: "Narnia" }, PROFILE_MESSAGES.countryRequired],
    ["a bad zip", { ...base, zip: "62701<" }, PROFILE_MESSAGES.zipInvalid],
    ["a phone without digits", { ...base, phone: "call me" }, PROFILE_MESSAGES.phoneInvalid],
    ["a phone too short", { ...base, phone: "555" }, PROFILE_MESSAGES.phoneInvalid],
    ["a long city", { ...base, city: "x".repeat(101) }, PROFILE_MESSAGES.tooLong],
  ])("refuses %s", (_, input, message) => {
    expect(firstError(input)).toBe(message);
  });

  it("takes the optional fields as blank", () => {
    expect(ZProfileFields.parse({ fname: "A", lname: "B", email: "a@b.test", country: "GBR" })).toEqual({
      fname: "A",
      lname: "B",
      email: "a@b.test",
      address: "",
      address_2: "",
      city: "",
      state: "NA",
      country: "GBR",
      zip: "",
      phone: "",
    });
  });

  it("keeps the module beside the fields in the request schema", () => {
    expect(ZProfileUpdateRequestSchema.parse({ module: "parent", ...base })).toMatchObject({ module: "parent", state: "IL" });
  });
});
