import { TRPCClientError } from "@trpc/client";
import { describe, expect, it } from "vitest";
import { firstServerMessage, mapServerError } from "./map-server-error.ts";

function badRequest(message: string, fieldErrors: Record<string, string> | null) {
  return TRPCClientError.from({ error: { message, code: -32600, data: { code: "BAD_REQUEST", httpStatus: 400, fieldErrors } } });
}

describe("mapServerError", () => {
  it("keeps the server's field messages and its overall message", () => {
    const error = badRequest("Password is not long enough.", { password: "Password is not long enough." });
    expect(mapServerError(error)).toEqual({
      fieldErrors: { password: "Password is not long enough." },
      message: "Password is not long enough.",
    });
  });

  it("renames server fields to the form's and drops fields the form does not have", () => {
    const error = badRequest("Invalid input", {
      "admin.email": "Taken.",
      "password.password": "Too short.",
      roleIds: "Pick one.",
    });
    const mapped = mapServerError(error, {
      fields: ["email", "password"],
      fieldName: (field) => field.replace(/^(admin|password)\./, ""),
    });
    expect(mapped.fieldErrors).toEqual({ email: "Taken.", password: "Too short." });
  });

  it("has no field errors for a refusal without them", () => {
    expect(mapServerError(badRequest("Access denied.", null))).toEqual({ fieldErrors: {}, message: "Access denied." });
  });

  it("answers a generic message for what is not a tRPC error", () => {
    expect(mapServerError(new Error("boom"))).toEqual({ fieldErrors: {}, message: "Something went wrong with your request" });
  });

  it("answers the action's own failure sentence when the server never answered, and the server's message when it did", () => {
    const offline = TRPCClientError.from(new Error("fetch failed"));
    expect(mapServerError(offline, { fallback: "Your item could not be updated." }).message).toBe("Your item could not be updated.");
    expect(mapServerError(new Error("boom"), { fallback: "Your item could not be updated." }).message).toBe("Your item could not be updated.");
    expect(mapServerError(badRequest("Drafts cannot be activated.", null), { fallback: "Your item could not be updated." }).message).toBe(
      "Drafts cannot be activated.",
    );
  });
});

describe("firstServerMessage", () => {
  it("says the first field message, else the overall one", () => {
    expect(firstServerMessage(badRequest("Invalid input", { memo: "Memo is required." }))).toBe("Memo is required.");
    expect(firstServerMessage(badRequest("This order was changed meanwhile.", null))).toBe("This order was changed meanwhile.");
  });
});
