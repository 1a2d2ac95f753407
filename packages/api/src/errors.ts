import { AppError, APP_ERROR_CODES, type AppErrorCode, CODES_IN_ANSWERS, fieldMessagesOf } from "@paydesk/domain";
import { databaseErrorKind } from "@paydesk/services";
import { HTTP_MESSAGES } from "@paydesk/validators";
import { TRPCError } from "@trpc/server";
import { getHTTPStatusCodeFromError } from "@trpc/server/http";
import { z, ZodError } from "zod";

type TRPCCode = TRPCError["code"];

/** AppError codes → tRPC codes. The HTTP status of each is APP_ERROR_CODES: one table for both. */
const TRPC_CODES: Record<AppErrorCode, TRPCCode> = {
  BAD_REQUEST: "BAD_REQUEST",
  UNAUTHORIZED: "UNAUTHORIZED",
  FORBIDDEN: "FORBIDDEN",
  NOT_FOUND: "NOT_FOUND",
  CONFLICT: "CONFLICT",
  TOO_MANY_REQUESTS: "TOO_MANY_REQUESTS",
  INTERNAL_SERVER_ERROR: "INTERNAL_SERVER_ERROR",
  DECLINED: "PAYMENT_REQUIRED",
  GATEWAY_ERROR: "BAD_GATEWAY",
  INVALID_MEMETYPE: "BAD_REQUEST",
  PAYLOAD_TOO_LARGE: "PAYLOAD_TOO_LARGE",
  SERVICE_UNAVAILABLE: "SERVICE_UNAVAILABLE",
};

export function toTRPCError(error: AppError): TRPCError {
  return new TRPCError({ code: TRPC_CODES[error.code], message: error.message, cause: error });
}

export interface DescribedError {
  status: number;
  message: string;
  /** Field → first message, for forms to show beside the field. */
  fieldErrors?: Record<string, string>;
  /** The AppError's code when callers must tell it apart (CODES_IN_ANSWERS), e.g. DECLINED. */
  code?: AppErrorCode;
}

/**
 * A record that another request removed, or took, between a service's check and its write: a
 * required record not found, a unique or a foreign-key violation, in whichever shape the database
 * call failed (databaseErrorKind). Services turn the races they expect into their own messages;
 * any other is a 409, not a crash.
 */
export function isLostRace(error: unknown): boolean {
  const kind = databaseErrorKind(error);
  return kind === "unique" || kind === "foreign-key" || kind === "not-found";
}

/**
 * A database too busy to take the request now: no pool connection in time, a transaction that
 * could not start or ran out of time waiting, a serialization failure or deadlock the database gave
 * up on. Nothing was written; the caller may simply retry, so it is told so with a 503 rather than
 * a crash's 500.
 */
export function isDatabaseBusy(error: unknown): boolean {
  return databaseErrorKind(error) === "busy";
}

/**
 * What a caller is told about an error, the same for tRPC and the REST shims: bad input names the
 * product's fixed message (the first failing rule), AppErrors their own; a crash never leaks its
 * details (docs/product/documented-calls.md, Answers).
 */
export function describeError(error: unknown): DescribedError {
  const cause = error instanceof TRPCError ? error.cause : error;
  if (cause instanceof ZodError) {
    return { status: 400, message: cause.issues[0]?.message ?? HTTP_MESSAGES.invalidInput, fieldErrors: fieldMessagesOf(cause) };
  }
  if (cause instanceof AppError) {
    const code = CODES_IN_ANSWERS.has(cause.code) ? { code: cause.code } : {};
    return { status: APP_ERROR_CODES[cause.code], message: cause.message, fieldErrors: cause.fieldErrors, ...code };
  }
  if (isLostRace(cause)) return { status: 409, message: HTTP_MESSAGES.changedMeanwhile };
  if (isDatabaseBusy(cause)) return { status: 503, message: HTTP_MESSAGES.busy };
  if (error instanceof TRPCError) {
    const status = getHTTPStatusCodeFromError(error);
    return { status, message: status >= 500 ? HTTP_MESSAGES.serverError : error.message };
  }
  return { status: 500, message: HTTP_MESSAGES.serverError };
}

export { z };
