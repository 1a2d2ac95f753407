import { errorMessage, fieldErrorsOf, isTRPCClientError } from "../../lib/errors.ts";

export interface MappedServerError {
  /** The server's per-field messages (the same zod messages the form uses), named as the form names its fields. */
  fieldErrors: Record<string, string>;
  /** The overall message: the server's own, or a generic one when it never answered. */
  message: string;
}

interface MapOptions {
  /** The form's field names: messages for other fields are left out of `fieldErrors`. */
  fields?: Iterable<string>;
  /** The form's name for a server field (e.g. `admin.email` → `email`). */
  fieldName?: (serverField: string) => string;
  /**
   * The overall message when the server never answered (offline, a proxy's error page, not a
   * tRPC error): the product's fixed failure sentence for the action, where it has one (each
   * area's file in docs/product/ quotes them).
   */
  fallback?: string;
}

/** A failed tRPC call, as a form shows it: messages under fields, and one general message. */
export function mapServerError(error: unknown, { fields, fieldName = (field) => field, fallback }: MapOptions = {}): MappedServerError {
  const known = fields ? new Set(fields) : null;
  const fieldErrors: Record<string, string> = {};
  for (const [serverField, message] of Object.entries(fieldErrorsOf(error) ?? {})) {
    const field = fieldName(serverField);
    if (!known || known.has(field)) fieldErrors[field] = message;
  }
  const answered = isTRPCClientError(error) && Boolean(error.data);
  return { fieldErrors, message: fallback !== undefined && !answered ? fallback : errorMessage(error) };
}

/**
 * One sentence for a refusal shown where no form field can take it (a flash): the server's first
 * field message, else its overall message.
 */
export function firstServerMessage(error: unknown): string {
  const { fieldErrors, message } = mapServerError(error);
  return Object.values(fieldErrors)[0] ?? message;
}
