import { POSTBACK_MESSAGES } from "@paydesk/validators";
import { errorCode } from "../../../lib/errors.ts";

/**
 * What a postback dialog says when a call fails: the product's "Error Occurred!! Please try again."
 * (docs/product/control-area.md), except for a postback someone is sending right now, which says so.
 */
export function postbackDialogError(error: unknown): string {
  return errorCode(error) === "CONFLICT" ? POSTBACK_MESSAGES.sendingNow : POSTBACK_MESSAGES.errorOccurred;
}
