import { TRPCClientError } from "@trpc/client";
import { describe, expect, it } from "vitest";
import { stepFailureMessage } from "./failure.ts";

const failures = { send: "An error occurred while uploading the item file. Please try again." };
const answered = (code: string, message: string) => new TRPCClientError(message, { result: { error: { data: { code } } } } as never);

describe("stepFailureMessage", () => {
  it.each<[string, unknown, string]>([
    ["a refusal keeps the server's words", answered("BAD_REQUEST", "A file may have at most 100,000 rows."), "A file may have at most 100,000 rows."],
    ["a server failure says the kind's message", answered("INTERNAL_SERVER_ERROR", "boom"), failures.send],
    ["no answer at all says the kind's message", new TRPCClientError("fetch failed"), failures.send],
  ])("%s", (_, error, expected) => {
    expect(stepFailureMessage(error, failures, "send")).toBe(expected);
  });

  it("without a kind's message, the generic text", () => {
    expect(stepFailureMessage(new TRPCClientError("fetch failed"), undefined, "send")).toBe(
      "We could not reach the server. Check your connection and try again.",
    );
  });
});
