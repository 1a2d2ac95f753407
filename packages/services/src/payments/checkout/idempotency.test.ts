import { describe, expect, it } from "vitest";
import { requestFingerprint } from "./idempotency.ts";

describe("requestFingerprint", () => {
  const request = { kind: "checkout", items: [1, 2], payment_method: "card", cc_pan: "4111 1111 1111 1111", cc_cv: "123", name: "Pat" };

  it("is the same for the same request, whatever the key order", () => {
    const reordered = { name: "Pat", cc_cv: "123", cc_pan: "4111 1111 1111 1111", payment_method: "card", items: [1, 2], kind: "checkout" };
    expect(requestFingerprint(reordered)).toBe(requestFingerprint(request));
  });

  it("differs when what is bought, the amount or the card's last four differ", () => {
    const base = requestFingerprint(request);
    expect(requestFingerprint({ ...request, items: [1] })).not.toBe(base);
    expect(requestFingerprint({ ...request, cc_pan: "5555555555554444" })).not.toBe(base);
    expect(requestFingerprint({ ...request, name: "Sam" })).not.toBe(base);
  });

  it("hashes no card data: the security code is left out and the number reduced to its last four", () => {
    expect(requestFingerprint({ ...request, cc_cv: "999" })).toBe(requestFingerprint(request));
    expect(requestFingerprint({ ...request, cc_pan: "4242424242421111" })).toBe(requestFingerprint(request));
    expect(requestFingerprint(request)).toMatch(/^[0-9a-f]{64}$/);
  });
});
