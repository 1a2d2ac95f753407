import {
  STATEMENT_AMOUNT_MAX_CENTS,
  STATEMENT_DESCRIPTION_MAX,
  STATEMENT_MESSAGES,
  STATEMENT_NAME_MAX,
  type TStatementRow,
} from "@paydesk/validators";
import { formatCents, type Cents } from "../items/money.ts";

/**
 * An amount due as a statement file writes it: "25", "25.5", "25.00", "$1,234.50". Strict, unlike
 * the blur rule of dollar inputs: a file's typo must show on its row, not become $0.00. Null when
 * unreadable, negative or with more than 2 decimals.
 */
export function parseAmountDue(text: string): Cents | null {
  const match = /^\$?\s*(\d{1,3}(?:,\d{3})+|\d+)?(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match || (match[1] === undefined && match[2] === undefined)) return null;
  const whole = Number((match[1] ?? "0").replace(/,/g, ""));
  const fraction = Number((match[2] ?? "").padEnd(2, "0"));
  const cents = whole * 100 + fraction;
  return Number.isSafeInteger(cents) ? cents : null;
}

/** A deliberately plain address check (one @, a dot in the domain, no spaces): the mail server has the last word. */
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface CheckedStatementRow {
  messages: string[];
  amountCents: Cents | null;
}

/** The row's messages (empty = valid) and its amount in cents. */
export function checkStatementRow(row: TStatementRow): CheckedStatementRow {
  const messages: string[] = [];
  if (row.email.length > 254 || !EMAIL_SHAPE.test(row.email)) messages.push(STATEMENT_MESSAGES.invalidEmail);
  if (row.name === "") messages.push(STATEMENT_MESSAGES.nameRequired);
  else if (row.name.length > STATEMENT_NAME_MAX) messages.push(STATEMENT_MESSAGES.nameTooLong);
  const amountCents = parseAmountDue(row.amount_due);
  if (amountCents === null) messages.push(STATEMENT_MESSAGES.amountInvalid);
  else if (amountCents > STATEMENT_AMOUNT_MAX_CENTS) messages.push(STATEMENT_MESSAGES.amountTooLarge);
  if (row.description.length > STATEMENT_DESCRIPTION_MAX) messages.push(STATEMENT_MESSAGES.descriptionTooLong);
  return { messages, amountCents: messages.length === 0 ? amountCents : null };
}

export interface StatementEmailContent {
  subject: string;
  text: string;
}

/** The statement e-mail a valid row becomes. Plain text only: nothing of the file is ever read as markup. */
export function statementEmailContent(row: { name: string; amountCents: Cents; description: string }): StatementEmailContent {
  const amount = formatCents(row.amountCents);
  const lines = [`Dear ${row.name},`, "", `Your statement shows an amount due of ${amount}.`];
  if (row.description !== "") lines.push("", row.description);
  lines.push("", "Thank you.");
  return { subject: `Your statement: ${amount} due`, text: lines.join("\n") };
}
