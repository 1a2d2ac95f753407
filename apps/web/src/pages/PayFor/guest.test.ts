import { describe, expect, it } from "vitest";
import { payForFlow } from "./guest.ts";

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

