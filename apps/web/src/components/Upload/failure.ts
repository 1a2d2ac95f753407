import { errorCode, errorMessage, isTRPCClientError } from "../../lib/errors.ts";
import type { UploadFailureMessages } from "./types.ts";

/**
 * What to say when a step's call fails: a refusal with the server's own words (a 4xx) keeps them;
 * a failure without an answer (network, 5xx) says the kind's message for that step, if it has one
 * (docs/product/uploads.md quotes the item upload's), else the generic text.
 */
export function stepFailureMessage(error: unknown, failures: UploadFailureMessages | undefined, step: keyof UploadFailureMessages): string {
  const refused = isTRPCClientError(error) && error.data && errorCode(error) !== "INTERNAL_SERVER_ERROR" && errorCode(error) !== "TIMEOUT";
  return (!refused && failures?.[step]) || errorMessage(error);
}
