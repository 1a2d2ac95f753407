/**
 * Row rules of the chart-of-accounts upload (account, name, is_shared, site_id: docs/product/uploads.md).
 * Pure: the service looks up what a row is compared with (the numbers of earlier rows of the file) and
 * calls these. A number already on the chart is no error: the row updates that account.
 */
import { COA_NAME_MAX, COA_NUMBER_MAX, COA_UPLOAD_MESSAGES, coaUploadSiteMessage } from "@paydesk/validators";

/** is_shared as the file writes it: empty or 0 private, 1 shared; anything else is not understood. */
export function parseCoaIsShared(text: string): boolean | null {
  const value = text.trim();
  if (value === "" || value === "0") return false;
  if (value === "1") return true;
  return null;
}

export interface CoaRowFacts {
  /** The site of the settlement account the upload fills: the only site_id a row may name. */
  siteId: number;
  /** True when an earlier row of the file (not removed) has the same account number. */
  numberSeenBefore: boolean;
}

/** The messages of one row, in column order; none when it may be applied. */
export function coaRowErrors(row: Readonly<Record<string, string>>, facts: CoaRowFacts): string[] {
  const errors: string[] = [];
  const account = (row.account ?? "").trim();
  const name = (row.name ?? "").trim();
  const site = (row.site_id ?? "").trim();
  if (!account) errors.push(COA_UPLOAD_MESSAGES.numberRequired);
  else if (account.length > COA_NUMBER_MAX) errors.push(COA_UPLOAD_MESSAGES.numberTooLong);
  else if (facts.numberSeenBefore) errors.push(COA_UPLOAD_MESSAGES.duplicateInFile);
  if (!name) errors.push(COA_UPLOAD_MESSAGES.nameRequired);
  else if (name.length > COA_NAME_MAX) errors.push(COA_UPLOAD_MESSAGES.nameTooLong);
  if (parseCoaIsShared(row.is_shared ?? "") === null) errors.push(COA_UPLOAD_MESSAGES.isSharedInvalid);
  if (site !== "" && site !== String(facts.siteId)) errors.push(coaUploadSiteMessage(facts.siteId));
  return errors;
}

/**
 * Marks rows whose account number appeared in an earlier row of the same list (the first one
 * stays valid, like the file's order says). Numbers compare as written, trimmed.
 */
export function repeatedNumbers(rows: readonly Readonly<Record<string, string>>[], earlier: ReadonlySet<string>): boolean[] {
  const seen = new Set(earlier);
  return rows.map((row) => {
    const account = (row.account ?? "").trim();
    if (!account) return false;
    const repeated = seen.has(account);
    seen.add(account);
    return repeated;
  });
}
