import { PAYMENT_MESSAGES } from "@paydesk/validators";
import { describe, expect, it } from "vitest";
import { parseMagstripe, splitReaderInput, swipedCardholderName } from "./magstripe.ts";

const TRACK1 = "%B4111111111111111^DOE/JOHN^2812101000000000?";
const TRACK2 = ";4111111111111111=28121010000000000?";
const unreadable = { ok: false, message: PAYMENT_MESSAGES.unreadableCard };

describe("parseMagstripe (docs/product/checkout-and-payments.md)", () => {
  it("reads both tracks of one swipe", () => {
    expect(parseMagstripe({ magtrack1: TRACK1, magtrack2: TRACK2 })).toEqual({
      ok: true,
      card: { pan: "4111111111111111", expiry: { month: 12, year: 2028 }, lastName: "DOE", firstName: "JOHN" },
    });
  });

  it("serialises with the number masked", () => {
    const json = JSON.stringify(parseMagstripe({ magtrack1: TRACK1, magtrack2: TRACK2 }));
    expect(json).not.toContain("411111111111");
    expect(json).toContain("•••• 1111");
  });

  it("reads track 1 alone, with its name", () => {
    expect(parseMagstripe({ magtrack1: "%B378282246310005^SMITH /ANNA M^3001?", magtrack2: "" })).toEqual({
      ok: true,
      card: { pan: "378282246310005", expiry: { month: 1, year: 2030 }, lastName: "SMITH", firstName: "ANNA M" },
    });
  });

  it("reads track 2 alone, without a name", () => {
    expect(parseMagstripe({ magtrack1: "", magtrack2: ";6011111111111117=2705?" })).toEqual({
      ok: true,
      card: { pan: "6011111111111117", expiry: { month: 5, year: 2027 }, lastName: null, firstName: null },
    });
  });

  it("reads a name with no first name", () => {
    const read = parseMagstripe({ magtrack1: "%B4111111111111111^ACME CORP/^2812?", magtrack2: "" });
    expect(read.ok && read.card.firstName).toBeNull();
    expect(read.ok && read.card.lastName).toBe("ACME CORP");
  });

  it.each([
    ["nothing", "", ""],
    ["typed text", "4111111111111111", ""],
    ["track 1 without its start sentinel", "B4111111111111111^DOE/JOHN^2812?", ""],
    ["track 1 without an end sentinel", "%B4111111111111111^DOE/JOHN^2812", ""],
    ["track 1 without a format code", "%4111111111111111^DOE/JOHN^2812?", ""],
    ["track 1 without the slash in the name", "%B4111111111111111^DOE JOHN^2812?", ""],
    ["track 1 with an empty last name", "%B4111111111111111^/JOHN^2812?", ""],
    ["track 1 with month 13", "%B4111111111111111^DOE/JOHN^2813?", ""],
    ["track 1 with month 00", "%B4111111111111111^DOE/JOHN^2800?", ""],
    ["track 1 with a short expiry", "%B4111111111111111^DOE/JOHN^281?", ""],
    ["track 1 with a 10-digit number", "%B4111111111^DOE/JOHN^2812?", ""],
    ["track 1 with letters in the number", "%B41111111111A1111^DOE/JOHN^2812?", ""],
    ["track 2 without its separator", "", ";41111111111111112812?"],
    ["track 2 without an end sentinel", "", ";4111111111111111=2812"],
    ["a read error's lone sentinels", "%E?", ";E?"],
    ["a good track 2 after a garbled track 1", "%B4111^garbled", TRACK2],
    ["tracks naming different cards", TRACK1, ";4242424242424242=2812?"],
    ["tracks with different expiry dates", TRACK1, ";4111111111111111=2811?"],
  ])("refuses %s", (_case, magtrack1, magtrack2) => {
    expect(parseMagstripe({ magtrack1, magtrack2 })).toEqual(unreadable);
  });
});

describe("splitReaderInput", () => {
  it.each([
    [`${TRACK1}${TRACK2}`, TRACK1, TRACK2],
    [`  ${TRACK1}${TRACK2}\n`, TRACK1, TRACK2],
    [TRACK1, TRACK1, ""],
    [TRACK2, "", TRACK2],
    ["hello", "", ""],
  ])("%j → track 1 %j, track 2 %j", (raw, magtrack1, magtrack2) => {
    expect(splitReaderInput(raw)).toEqual({ magtrack1, magtrack2 });
  });

  it("feeds the parser what a reader types", () => {
    expect(parseMagstripe(splitReaderInput(`${TRACK1}${TRACK2}`)).ok).toBe(true);
  });
});

describe("swipedCardholderName", () => {
  it.each([
    [{ lastName: "DOE", firstName: "JOHN" }, "JOHN DOE"],
    [{ lastName: "ACME CORP", firstName: null }, "ACME CORP"],
    [{ lastName: null, firstName: null }, null],
  ])("%j → %j", (names, expected) => {
    expect(swipedCardholderName({ pan: "4111111111111111", expiry: { month: 1, year: 2030 }, ...names })).toBe(expected);
  });
});
