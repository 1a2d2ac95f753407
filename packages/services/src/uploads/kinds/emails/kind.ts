import { ZStatementUploadOptions, type TStatementUploadOptions } from "@paydesk/validators";
import { defineUploadKind } from "../../core/kind.ts";
import { checkStatementRows, planStatementEmails } from "../statements/kind.ts";
import { queueStatementEmails } from "../statements/send.ts";

/**
 * Kind `emails`: the control e-mail upload (`/control/upload-emails`, docs/product/uploads.md).
 * What control e-mails from a file are statements (`{email, name, amount_due, description}`, each
 * row one e-mail). This is that upload through the shared wizard and job, with
 * the same rows, rules and e-mail as the statements page; each applied range mails its valid rows
 * (`created` counts them). Control only (the core's access rule).
 */
export const emailsUploadKind = defineUploadKind<TStatementUploadOptions, TStatementUploadOptions>({
  kind: "emails",
  startOptions: ZStatementUploadOptions,
  processOptions: ZStatementUploadOptions,
  start: async () => ({}),
  checkRows: checkStatementRows,
  plan: planStatementEmails,
  applyRange: async (tx, batch, range) => ({ created: await queueStatementEmails(tx, batch, range) }),
});
