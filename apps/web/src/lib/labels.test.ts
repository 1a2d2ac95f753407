import { describe, expect, it } from "vitest";
import { chargesLeftText } from "./labels.ts";

describe("chargesLeftText", () => {
  it.each([
    [0, "None left"],
    [1, "1 more charge"],
    [99, "99 more charges"],
    [1200, "1,200 more charges"],
  ])("%d → %s", (remaining, text) => {
    expect(chargesLeftText(remaining)).toBe(text);
  });
});
