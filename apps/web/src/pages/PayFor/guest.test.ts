import { describe, expect, it } from "vitest";
import { GUEST_PATHS, payForFlow } from "./guest.ts";

describe("payForFlow", () => {
  it.each([
    [0, null, "guest"],
    [2, null, "guest"],
    [1, null, "sign-in"],
    [0, { isParent: true }, "parent"],
    [1, { isParent: true }, "parent"],
    [2, { isParent: true }, "guest-only"],
    [0, { isParent: false }, "staff"],
  ] as const)("disable_guest %i for %o is the %s flow", (disableGuest, signedIn, flow) => {
    expect(payForFlow(disableGuest, signedIn)).toBe(flow);
  });
});

describe("GUEST_PATHS.receipt", () => {
  it("keeps the receipt token one path segment", () => {
    expect(GUEST_PATHS.receipt(12, "a/b+c")).toBe("/pay/success/12/a%2Fb%2Bc");
  });
});
