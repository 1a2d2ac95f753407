import { expect, it } from "vitest";
import { postIdempotencyKey } from "./states.ts";

it("one idempotency key per post, the same on every attempt", () => {
  expect(postIdempotencyKey(7)).toBe("promotion-post-7");
  expect(postIdempotencyKey(7)).not.toBe(postIdempotencyKey(8));
});
