import { PAYMENT_MESSAGES } from "@paydesk/validators";
import { describe, expect, it } from "vitest";
import { flashMessagesOf } from "./flash.ts";
import { lineIdsOf } from "./paths.ts";

describe("flashMessagesOf: the query string's messages (docs/product/terminal.md)", () => {
  it.each([
    ["?success=Saved", [{ kind: "success", text: "Saved" }]],
    ["?error=MIN_PAYMENT_ERROR", [{ kind: "error", text: PAYMENT_MESSAGES.minimumPayment }]],
    [
      "?error=NO_ITEMS_ADDED&message=Try+again",
      [
        { kind: "error", text: PAYMENT_MESSAGES.noItemsAdded },
        { kind: "info", text: "Try again" },
      ],
    ],
    // Markup is kept as text: React renders it escaped, never as HTML.
    ["?msg=%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E", [{ kind: "info", text: "<img src=x onerror=alert(1)>" }]],
    ["?error=%20%20", []],
    ["", []],
  ])("%s", (query, expected) => {
    expect(flashMessagesOf(new URLSearchParams(query))).toEqual(expected);
  });

  it("cuts an overlong message", () => {
    expect(flashMessagesOf(new URLSearchParams({ message: "x".repeat(900) }))[0]?.text).toHaveLength(500);
  });
});

describe("lineIdsOf: ?items= of the payment step", () => {
  it.each([
    ["3,4", [3, 4]],
    ["3,x,-1,0,5", [3, 5]],
    ["", null],
    [null, null],
    ["x", null],
  ])("%j", (items, expected) => {
    expect(lineIdsOf(items)).toEqual(expected);
  });
});
