import type { FormErrors } from "@mantine/form";
import { notifyError } from "../../lib/notify.tsx";
import { mapServerError } from "./map-server-error.ts";

/** The part of a Mantine form the helper needs, so it works with any form's value type. */
interface FormLike {
  getValues: () => object;
  setErrors: (errors: FormErrors) => void;
}

/**
 * Show a failed mutation where the user will look for it: the server's field errors under the
 * fields of this form they belong to, or else the overall message as a notification.
 */
export function showServerError(form: FormLike, error: unknown): void {
  const { fieldErrors, message } = mapServerError(error, { fields: Object.keys(form.getValues()) });
  if (Object.keys(fieldErrors).length > 0) form.setErrors(fieldErrors);
  else notifyError(message);
}
