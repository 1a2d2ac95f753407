/**
 * One error type for the whole server. Services throw it; the tRPC layer and the REST shims
 * translate its code with the same table, so a refusal means the same thing everywhere.
 */
export const APP_ERROR_CODES = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  TOO_MANY_REQUESTS: 429,
  INTERNAL_SERVER_ERROR: 500,
  /** The card was declined (docs/product/checkout-and-payments.md). */
  DECLINED: 402,
  /** The payment gateway could not be reached or failed (docs/product/checkout-and-payments.md). */
  GATEWAY_ERROR: 502,
  /** An uploaded file that is not CSV (the legacy code, spelling included; docs/product/uploads.md). */
  INVALID_MEMETYPE: 400,
  /** An uploaded file over the size limit. */
  PAYLOAD_TOO_LARGE: 413,
  /**
   * Something this installation has not set up yet: card payments without a gateway
   * (docs/product/demo-and-production.md).
   */
  SERVICE_UNAVAILABLE: 503,
} as const;

export type AppErrorCode = keyof typeof APP_ERROR_CODES;

/**
 * Codes a caller must tell apart beyond the HTTP status, so the answer carries them
 * (`{status: "error", code: "DECLINED", message}`: docs/product/checkout-and-payments.md).
 */
export const CODES_IN_ANSWERS: ReadonlySet<AppErrorCode> = new Set(["DECLINED", "GATEWAY_ERROR", "INVALID_MEMETYPE"]);

export class AppError extends Error {
  readonly code: AppErrorCode;
  /** Field name → message, for errors that belong to one form field. */
  readonly fieldErrors?: Record<string, string>;

  constructor(code: AppErrorCode, message: string, fieldErrors?: Record<string, string>) {
    super(message);
    this.name = "AppError";
    this.code = code;
    this.fieldErrors = fieldErrors;
  }

  get httpStatus(): number {
    return APP_ERROR_CODES[this.code];
  }
}

export function httpStatusOf(code: AppErrorCode): number {
  return APP_ERROR_CODES[code];
}

/** What a failed schema parse reports (zod's error, read structurally: the domain does not parse). */
export interface ParseFailure {
  issues: readonly { path: readonly PropertyKey[]; message: string }[];
}

/** Each field's first message, keyed by its dotted path; issues about the whole input under `formKey`. */
export function fieldMessagesOf(failure: ParseFailure, formKey = "_form"): Record<string, string> {
  const messages: Record<string, string> = {};
  for (const issue of failure.issues) messages[issue.path.join(".") || formKey] ??= issue.message;
  return messages;
}

/**
 * Bad input as a 400: the first failing rule's message (`fallback` only if the parse named none)
 * and each field's own. Issues carry no input, so nothing typed is echoed back.
 */
export function badInputError(failure: ParseFailure, fallback: string, formKey = "_form"): AppError {
  return new AppError("BAD_REQUEST", failure.issues[0]?.message ?? fallback, fieldMessagesOf(failure, formKey));
}
