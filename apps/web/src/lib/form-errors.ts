import type { FormErrors } from "@mantine/form";
import { errorMessage, fieldErrorsOf } from "./errors.ts";
import { notifyError } from "./notify.tsx";

/** The part of a Mantine form the helper needs, so it works with any form's value type. */
interface FormLike {
  getValues: () => object;
  setErrors: (errors: FormErrors) => void;
}

/**
 * Show a failed mutation where the user will look for it: the server's field errors (the same
 * zod messages the form uses) under the fields they belong to, and the overall message as a
 * notification when no field on this form carries it.
 */
export function showServerError(form: FormLike, error: unknown): void {
  const fieldErrors = fieldErrorsOf(error) ?? {};
  const fields = new Set(Object.keys(form.getValues()));
  const onForm = Object.fromEntries(Object.entries(fieldErrors).filter(([field]) => fields.has(field)));
  if (Object.keys(onForm).length > 0) {
    form.setErrors(onForm);
    return;
  }
  notifyError(errorMessage(error));
}
