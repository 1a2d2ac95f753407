import { errorMessage, fieldErrorsOf } from "../../lib/errors.ts";

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
}

/** A failed tRPC call, as a form shows it: messages under fields, and one general message. */
export function mapServerError(error: unknown, { fields, fieldName = (field) => field }: MapOptions = {}): MappedServerError {
  const known = fields ? new Set(fields) : null;
  const fieldErrors: Record<string, string> = {};
  for (const [serverField, message] of Object.entries(fieldErrorsOf(error) ?? {})) {
    const field = fieldName(serverField);
    if (!known || known.has(field)) fieldErrors[field] = message;
  }
  return { fieldErrors, message: errorMessage(error) };
}
