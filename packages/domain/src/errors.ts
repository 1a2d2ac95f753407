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
