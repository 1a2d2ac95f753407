/**
 * The upload wizard's own messages (the product fixes none for these steps, so the wording
 * is ours). The file messages every upload shares are in common.ts.
 */
export const UPLOAD_WIZARD_MESSAGES = {
  readFailed: "The file could not be read. Please check it and try again.",
  noRows: "The file has no data rows.",
  leaveTitle: "Leave the upload?",
  leaveBody: "The upload is not finished: if you leave now, your changes are lost.",
  processConfirmTitle: "Process the upload?",
} as const;

/** Keys mapped to more than one column (duplicates listed and highlighted). */
export function duplicateColumnsMessage(labels: readonly string[]): string {
  return `Each field may be chosen for one column only. Chosen more than once: ${labels.join(", ")}.`;
}

/** Required fields no column is mapped to. */
export function missingColumnsMessage(labels: readonly string[]): string {
  return `Choose a column for: ${labels.join(", ")}.`;
}

/** Rows whose cell count differs from the header's (a warning: the missing cells are sent empty). */
export function unevenRowsMessage(rowNos: readonly number[], expected: number): string {
  const shown = rowNos.slice(0, 5).join(", ");
  const more = rowNos.length > 5 ? ` and ${rowNos.length - 5} more` : "";
  return `Rows ${shown}${more} do not have ${expected} columns; missing cells are sent empty and extra cells are left out.`;
}
