import { statementEmailUploadKind } from "../statements/kind.ts";

/**
 * Kind `emails`: the control e-mail upload (`/control/upload-emails`, spec 2 §2 "email CSV upload").
 * Spec 3 says what control e-mails from a file: statements (`{email, name, amount_due,
 * description}`, each row one e-mail). This is that upload through the shared wizard and job, with
 * the same rows, rules and e-mail as the statements page.
 */
export const emailsUploadKind = statementEmailUploadKind("emails");
