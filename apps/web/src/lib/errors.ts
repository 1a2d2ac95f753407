import type { AppRouter } from "@paydesk/api";
import { TRPCClientError } from "@trpc/client";

export type AppClientError = TRPCClientError<AppRouter>;

export function isTRPCClientError(error: unknown): error is AppClientError {
  return error instanceof TRPCClientError;
}

/** The tRPC error code ("FORBIDDEN", "UNAUTHORIZED", …), when the server answered with one. */
export function errorCode(error: unknown): string | undefined {
  return isTRPCClientError(error) ? error.data?.code : undefined;
}

export function isForbidden(error: unknown): boolean {
  return errorCode(error) === "FORBIDDEN";
}

export function isUnauthorized(error: unknown): boolean {
  return errorCode(error) === "UNAUTHORIZED";
}

const FALLBACK_MESSAGE = "Something went wrong with your request";

/** What to tell the user: the server's message (already user-facing), or a generic one for network failures. */
export function errorMessage(error: unknown): string {
  if (isTRPCClientError(error)) {
    // No `data` means the request never got a tRPC answer (offline, proxy error page).
    return error.data ? error.message : "We could not reach the server. Check your connection and try again.";
  }
  return FALLBACK_MESSAGE;
}

/** Field name → message from the server's validation, or null. */
export function fieldErrorsOf(error: unknown): Record<string, string> | null {
  return isTRPCClientError(error) ? (error.data?.fieldErrors ?? null) : null;
}
