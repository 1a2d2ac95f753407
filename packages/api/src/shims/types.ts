export type ShimMethod = "GET" | "POST" | "PUT";

/** One file of a multipart request (see multipart.ts). */
export interface ShimFile {
  fileName: string;
  /** Lower-cased, as the browser sent it. */
  mimeType: string;
  /** Bytes received (past the limit: counted, not kept). */
  size: number;
  bytes: Buffer;
  /** Larger than the limit: `bytes` is empty and the file check answers "too large". */
  truncated?: boolean;
}

/** What a shim sees of the HTTP request: path parameters, query string and body (JSON, form or multipart fields). */
export interface ShimRequest {
  params: Record<string, string>;
  query: Record<string, unknown>;
  body: Record<string, unknown>;
  /** For paths without a {module} segment (/api/…): the module the caller works in. */
  homeModule: string;
  /** Request headers, lower-cased names (e.g. the checkout's `idempotency-key`). */
  headers?: Readonly<Record<string, string | string[] | undefined>>;
  /** Files of a multipart request, by field name: only for routes that declare `upload`. */
  files?: Record<string, ShimFile>;
}

/**
 * One documented legacy URL. It calls exactly one tRPC procedure through a server-side caller, so
 * the procedure's zod schema and guards apply unchanged; the shim only renames fields between the
 * documented snake_case (docs/product/documented-calls.md) and the procedure's input and output.
 */
export interface ShimRoute<TOutput = never> {
  method: ShimMethod;
  /** Express path; `:module` is the documented {module} (docs/product/documented-calls.md). */
  path: string;
  /** Dotted procedure path in the app router, e.g. "account.changePassword". */
  procedure: string;
  /** Where the product documents it: the docs/product file, then the call or rule within it. */
  spec: string;
  /**
   * A caller without a session acts as a guest (their `paydesk_cart` cookie's cart) instead of
   * being refused 401: the calls a pay-link visitor makes (PUT /pay/put, POST /pay/multi-a2c).
   */
  guest?: boolean;
  input(req: ShimRequest): unknown;
  /**
   * Why the call serves other modules than the one its path starts with (the caller's own module
   * applies): the office terminal asks /parent/items/for/{studentId} too (docs/product/terminal.md).
   */
  servesOtherModules?: string;
  /**
   * The route takes a multipart file (docs/product/uploads.md): the server reads multipart bodies for it
   * (at most `maxFileBytes`, default UPLOAD_LIMITS.maxFileBytes) and hands the file in `field`
   * (default "file") to the call's context; `uploads.start` checks it (type, empty, size, UTF-8;
   * see file-check.ts) right after its access checks.
   * `optional`: a request without that file (JSON from a tool) goes on; one with it is checked.
   * `access`: the procedure holding the route's own rung and nothing else (session, module,
   * permission), called with the input the path and query give, BEFORE a byte of the body is
   * read: a caller who may not upload is answered at once, and the server never buffers their file.
   */
  upload?: { field?: string; maxFileBytes?: number; optional?: boolean; access: string };
  /**
   * Procedure input field → the documented field name, so
   * field errors come back under the names the client sent.
   */
  fieldNames?: Record<string, string>;
  /**
   * A refusal the procedure answers as a result rather than an error, because its callers act on
   * it (the image removal's items in use): the HTTP status and the fields beside
   * `status: "error"`; null lets `output` answer the success.
   */
  refusal?(result: TOutput): { status: number; body: Record<string, unknown> } | null;
  /** The documented fields callers read, beside `status: "success"`. */
  output(result: TOutput): Record<string, unknown>;
  /**
   * Extra fields of a documented refusal beside `{status: "error", message}` (the profile's 409
   * `email_taken: true`, docs/product/accounts-and-roles.md), read from the HTTP status and the
   * field errors.
   */
  errorFields?(error: { status: number; message: string; fieldErrors?: Record<string, string> }, req: ShimRequest): Record<string, unknown>;
}

/** Keeps each entry's output mapper typed by its procedure's output. */
export function defineShim<TOutput>(route: ShimRoute<TOutput>): ShimRoute<TOutput> {
  return route;
}

export function text(value: unknown): string | undefined {
  if (value == null) return undefined;
  return Array.isArray(value) ? String(value[0]) : String(value);
}

/** A positive integer id from a form or JSON value; anything else becomes NaN for zod to refuse. */
export function id(value: unknown): number {
  const raw = text(value);
  return raw === undefined || raw === "" ? Number.NaN : Number(raw);
}

export function optionalId(value: unknown): number | undefined {
  const raw = text(value);
  return raw === undefined || raw === "" ? undefined : Number(raw);
}

/** Legacy checkboxes and flags: "1", "true", "yes", "on" and true are set. */
export function flag(value: unknown): boolean {
  const raw = text(value)?.toLowerCase();
  return raw === "1" || raw === "true" || raw === "yes" || raw === "on";
}

/** Arrays arrive as JSON arrays or as form-style objects keyed "0", "1", …. */
export function list(value: unknown): Record<string, unknown>[] {
  if (Array.isArray(value)) return value.filter((v): v is Record<string, unknown> => typeof v === "object" && v !== null);
  if (value && typeof value === "object") return Object.values(value).filter((v): v is Record<string, unknown> => typeof v === "object" && v !== null);
  return [];
}
