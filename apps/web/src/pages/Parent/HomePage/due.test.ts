import { describe, expect, it } from "vitest";
import { dueSummary } from "./due.ts";

const fixed = (cents: number, inCart = false) => ({ amountType: "Fixed" as const, amountCents: cents, inCart });
const open = (inCart = false) => ({ amountType: "Open" as const, amountCents: 0, inCart });

describe("dueSummary", () => {
  it.each([
    { items: [], text: "Nothing to pay right now.", count: 0 },
    { items: [fixed(1500)], text: "1 item to pay: $15.00", count: 1 },
    { items: [fixed(1500), fixed(7500)], text: "2 items to pay: $90.00", count: 2 },
    { items: [fixed(1500), open()], text: "2 items to pay: $15.00 plus any amount you choose", count: 2 },
    { items: [open()], text: "1 item to pay: any amount you choose", count: 1 },
    { items: [fixed(1500, true), fixed(7500)], text: "1 item to pay: $75.00", count: 1 },
    { items: [fixed(1500, true)], text: "Everything is in your cart.", count: 0 },
  ])("$text", ({ items, text, count }) => {
    const due = dueSummary(items);
    expect(due.text).toBe(text);
    expect(due.count).toBe(count);
  });
});
