import { describeError } from "@paydesk/api";
import { TRPCError } from "@trpc/server";
import { expect } from "vitest";

type TRPCCode = TRPCError["code"];

/**
 * Await a call that must be refused with `code`; when `message` is given, it must be the message
 * a client is shown (describeError: what the tRPC error formatter and the REST shims send; for
 * bad input that is the zod rule's message, not tRPC's raw issue list). Returns the error.
 */
export async function expectTRPCError(call: Promise<unknown>, code: TRPCCode, message?: string): Promise<TRPCError> {
  const error = await call.then(
    (value: unknown) => {
      throw new Error(`expected ${code}, but the call succeeded with ${JSON.stringify(value)}`);
    },
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(TRPCError);
  const trpc = error as TRPCError;
  const shown = describeError(trpc).message;
  expect({ code: trpc.code, message: shown }).toEqual({ code, message: message ?? shown });
  return trpc;
}
