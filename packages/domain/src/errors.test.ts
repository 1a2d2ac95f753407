import { describe, expect, it } from "vitest";
import { badInputError, fieldMessagesOf } from "./errors.ts";

const failure = {
  issues: [
    { path: ["card", "number"], message: "Card number is invalid." },
    { path: ["card", "number"], message: "A second rule on the same field." },
    { path: [], message: "The form as a whole." },
    { path: ["lines", 0, "qty"], message: "At least 1." },
  ],
};

describe("fieldMessagesOf", () => {
  it("keeps each field's first message under its dotted path, the whole input's under the form key", () => {
    expect(fieldMessagesOf(failure)).toEqual({ "card.number": "Card number is invalid.", _form: "The form as a whole.", "lines.0.qty": "At least 1." });
    expect(fieldMessagesOf(failure, "options")).toMatchObject({ options: "The form as a whole." });
  });
});

describe("badInputError", () => {
  it("is a 400 with the first failing rule's message and each field's", () => {
    const error = badInputError(failure, "Invalid input.");
    expect([error.code, error.httpStatus, error.message]).toEqual(["BAD_REQUEST", 400, "Card number is invalid."]);
    expect(error.fieldErrors).toEqual(fieldMessagesOf(failure));
  });
  it("says the fallback when the parse named no rule", () => {
    expect(badInputError({ issues: [] }, "Invalid input.").message).toBe("Invalid input.");
  });
});
