import { AppError, APP_ERROR_CODES, type AppErrorCode, CODES_IN_ANSWERS } from "@paydesk/domain";
import { HTTP_MESSAGES, PASSWORD_MESSAGES, ZChangePasswordFields } from "@paydesk/validators";
import { TRPCError } from "@trpc/server";
import { describe, expect, it } from "vitest";
import { ZodError } from "zod";
import { describeError, toTRPCError } from "./errors.ts";

const GENERIC = "Something went wrong on our side. Please try again.";

function zodErrorOf(input: unknown): ZodError {
  const result = ZChangePasswordFields.safeParse(input);
  if (result.success) throw new Error("expected the input to be refused");
  return result.error;
}

describe("describeError", () => {
  it("answers bad input with 400, the first rule's message and one message per field", () => {
    const error = zodErrorOf({ oldPassword: "", newPassword: "abc", newPassword2: "abd", captcha: "x" });
    const described = describeError(error);
    expect(described.status).toBe(400);
    expect(described.message).toBe("Please enter your current password.");
    expect(described.fieldErrors).toEqual({
      oldPassword: "Please enter your current password.",
      newPassword: PASSWORD_MESSAGES.tooShort,
      newPassword2: PASSWORD_MESSAGES.mismatch,
    });
  });

  it("finds the zod error inside the TRPCError tRPC wraps input errors in", () => {
    const cause = zodErrorOf({ oldPassword: "old", newPassword: "long enough", newPassword2: "different!", captcha: "x" });
    const described = describeError(new TRPCError({ code: "BAD_REQUEST", cause }));
    expect(described).toEqual({
      status: 400,
      message: "The two passwords you entered do not match.",
      fieldErrors: { newPassword2: "The two passwords you entered do not match." },
    });
  });

  it("names a form-level zod issue _form", () => {
    const error = new ZodError([{ code: "custom", message: "Whole form is wrong.", path: [], input: {} }]);
    expect(describeError(error).fieldErrors).toEqual({ _form: "Whole form is wrong." });
  });

  it.each(Object.entries(APP_ERROR_CODES) as [AppErrorCode, number][])("gives AppError %s the status %i", (code, status) => {
    const described = describeError(new AppError(code, `message for ${code}`, { field: "why" }));
    const answered = CODES_IN_ANSWERS.has(code) ? { code } : {};
    expect(described).toEqual({ status, message: `message for ${code}`, fieldErrors: { field: "why" }, ...answered });
  });

  it("names DECLINED and GATEWAY_ERROR in the answer (docs/product/checkout-and-payments.md) and no other code", () => {
    expect(describeError(new AppError("DECLINED", "No.")).code).toBe("DECLINED");
    expect(describeError(new AppError("GATEWAY_ERROR", "Down.")).code).toBe("GATEWAY_ERROR");
    expect(describeError(new AppError("CONFLICT", "Taken.")).code).toBeUndefined();
  });

  it("keeps an AppError's message and fields through its tRPC translation", () => {
    const trpc = toTRPCError(new AppError("CONFLICT", "Already taken.", { email: "Already taken." }));
    expect(trpc.code).toBe("CONFLICT");
    expect(describeError(trpc)).toEqual({ status: 409, message: "Already taken.", fieldErrors: { email: "Already taken." } });
  });

  it("passes the message of a guard's 401 and 403 through", () => {
    expect(describeError(new TRPCError({ code: "UNAUTHORIZED", message: "Please sign in." }))).toEqual({
      status: 401,
      message: "Please sign in.",
    });
    expect(describeError(new TRPCError({ code: "FORBIDDEN", message: "No." })).status).toBe(403);
    expect(describeError(new TRPCError({ code: "TOO_MANY_REQUESTS", message: "Slow down." })).status).toBe(429);
  });

  it("never leaks the details of a crash", () => {
    const secret = "relation users does not exist at 10.0.0.5";
    expect(describeError(new Error(secret))).toEqual({ status: 500, message: GENERIC });
    expect(describeError(new TRPCError({ code: "INTERNAL_SERVER_ERROR", message: secret }))).toEqual({ status: 500, message: GENERIC });
    expect(describeError(new TRPCError({ code: "INTERNAL_SERVER_ERROR", cause: new Error(secret) })).message).toBe(GENERIC);
    expect(describeError("a thrown string")).toEqual({ status: 500, message: GENERIC });
  });

  it("answers a request that lost a race for a record with 409, not a crash", () => {
    // The shape of Prisma's PrismaClientKnownRequestError (its name and code), without loading the client.
    const prismaError = (code: string) => Object.assign(new Error(`Invalid invocation: ${code}`), { name: "PrismaClientKnownRequestError", code });
    const conflict = { status: 409, message: HTTP_MESSAGES.changedMeanwhile };
    for (const code of ["P2025", "P2002", "P2003"]) {
      expect(describeError(new TRPCError({ code: "INTERNAL_SERVER_ERROR", cause: prismaError(code) }))).toEqual(conflict);
    }
    expect(describeError(new TRPCError({ code: "INTERNAL_SERVER_ERROR", cause: prismaError("P1001") }))).toEqual({ status: 500, message: GENERIC });
    expect(describeError(Object.assign(new Error("x"), { code: "P2025" }))).toEqual({ status: 500, message: GENERIC });
  });

  it("answers a database too busy to take the request with 503 and says nothing was changed", () => {
    const prismaError = (code: string) => Object.assign(new Error(`Invalid invocation: ${code}`), { name: "PrismaClientKnownRequestError", code });
    const busy = { status: 503, message: HTTP_MESSAGES.busy };
    for (const code of ["P2024", "P2028", "P2034"]) {
      expect(describeError(new TRPCError({ code: "INTERNAL_SERVER_ERROR", cause: prismaError(code) }))).toEqual(busy);
      expect(describeError(prismaError(code))).toEqual(busy);
    }
    expect(describeError(Object.assign(new Error("x"), { code: "P2028" }))).toEqual({ status: 500, message: GENERIC });
  });
});
