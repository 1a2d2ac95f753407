/**
 * Chart-of-accounts upload (docs/product/uploads.md): the CSV columns account, name, is_shared,
 * site_id, the upload's options and its row messages. The product fixes no row message for this
 * upload; the account field messages are the create lightbox's (coa/accounts.ts), the others ours.
 */
import { z } from "zod";
import { requiredId } from "../acl/roles.ts";
import { COA_ACCOUNT_MESSAGES, ZCoaKind } from "../coa/accounts.ts";

/** The chart-of-accounts CSV columns, in the order a file without a header has them. */
export const COA_UPLOAD_COLUMNS = [
  { key: "account", label: "Account number", required: true, headerWords: ["account", "number", "gl", "acc_no"] },
  { key: "name", label: "Account name", required: true, headerWords: ["name", "label", "description"] },
  { key: "is_shared", label: "Shared (0 or 1)", headerWords: ["shared", "is_shared"] },
  { key: "site_id", label: "Site ID", headerWords: ["site", "site_id", "company"] },
] as const;

/** Words that mark the header row of a chart-of-accounts file. */
export const COA_UPLOAD_HEADER_WORDS = ["account", "name", "shared", "site", "number"] as const;

export const COA_UPLOAD_MESSAGES = {
  isSharedInvalid: "is_shared must be 0 (private) or 1 (shared with sub-sites).",
  duplicateInFile: "This account number appears more than once in the file.",
  ...COA_ACCOUNT_MESSAGES,
} as const;

/** The row's site_id names a site other than the one the settlement account belongs to. */
export function coaUploadSiteMessage(siteId: number): string {
  return `site_id must be empty or ${siteId}, the site of the chosen settlement account.`;
}

/**
 * uploads.start for coa: the payee whose chart the file fills (docs/product/chart-of-accounts.md: the chart
 * is kept per settlement account; without one, the company's default settlement account) and which chart,
 * primary (the default) or sub accounts.
 */
export const ZCoaUploadStartOptions = z.object({
  payeeId: requiredId(COA_ACCOUNT_MESSAGES.choosePayee).optional(),
  coaKind: ZCoaKind.default("PRIMARY"),
});
export type TCoaUploadStartOptions = z.infer<typeof ZCoaUploadStartOptions>;

/** Nothing to choose when processing: new numbers are created, known ones updated. */
export const ZCoaUploadProcessOptions = z.object({}).default({});
export type TCoaUploadProcessOptions = z.infer<typeof ZCoaUploadProcessOptions>;
