import { describe, expect, it } from "vitest";
import { mayCancelPost, mayClaimPost, postIdempotencyKey } from "./states.ts";

const now = new Date("2026-11-24T12:00:00Z");
const ago = (ms: number) => new Date(now.getTime() - ms);

describe("mayCancelPost", () => {
  it.each([
    ["SCHEDULED", true],
    ["SENDING", false],
    ["SENT", false],
    ["FAILED", false],
    ["CANCELLED", false],
  ] as const)("%s → %s", (state, allowed) => expect(mayCancelPost(state)).toBe(allowed));
});

describe("mayClaimPost", () => {
  it.each([
    { state: "SCHEDULED", claimedAt: null, allowed: true },
    { state: "SENDING", claimedAt: ago(1_000), allowed: false },
    { state: "SENDING", claimedAt: ago(60_000), allowed: true },
    { state: "SENDING", claimedAt: null, allowed: false },
    { state: "SENT", claimedAt: ago(60_000), allowed: false },
    { state: "CANCELLED", claimedAt: null, allowed: false },
  ] as const)("$state claimed $claimedAt → $allowed", ({ state, claimedAt, allowed }) => {
    expect(mayClaimPost(state, claimedAt, now, 30_000)).toBe(allowed);
  });
});

it("one idempotency key per post", () => {
  expect(postIdempotencyKey(7)).toBe(postIdempotencyKey(7));
  expect(postIdempotencyKey(7)).not.toBe(postIdempotencyKey(8));
});
