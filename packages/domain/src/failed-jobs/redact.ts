/**
 * What a failed background job shows a person (`/control/operations/jobs`): its data and
 * its error output, with anything secret taken out first. Job data and error messages are written
 * by many hands (a queue's payload, a library's error text, an SMTP URL in a connection error), so
 * the rule is applied to everything shown, not trusted to each writer: keys that name a secret lose
 * their value whatever it is, and strings lose what looks like a credential or a card number.
 */
import { passesLuhn } from "../payments/luhn.ts";

export const REDACTED = "[redacted]";

/** A key naming a secret once lower-cased and stripped to letters and digits. */
const SECRET_KEY_PARTS = [
  "password",
  "passwd",
  "passphrase",
  "secret",
  "token",
  "apikey",
  "privatekey",
  "accesskey",
  "signingkey",
  "authorization",
  "cookie",
  "session",
  "cvv",
  "cvc",
  "cardnumber",
  "ccnumber",
  "accountnumber",
  "routingnumber",
  "signature",
] as const;
const SECRET_KEYS = new Set(["pan", "pin", "card", "key", "pass", "auth", "credentials"]);

export function isSecretKey(key: string): boolean {
  const normalized = key.toLowerCase().replace(/[^a-z0-9]/g, "");
  return SECRET_KEYS.has(normalized) || SECRET_KEY_PARTS.some((part) => normalized.includes(part));
}

const SECRET_WORD = String.raw`[\w-]*(?:password|passwd|secret|token|api[_-]?key|apikey|access[_-]?key|signature|authorization|cvv|cvc|card[_-]?number)[\w-]*`;
const STRING_RULES: readonly [RegExp, (match: string, ...groups: string[]) => string][] = [
  // `Bearer eyJ…`, `Basic dXNlcjpwYXNz` (first: after `Authorization:` the key rule takes only the scheme).
  [/\b(Bearer|Basic)\s+[A-Za-z0-9._~+/=-]+/g, (_m, scheme) => `${scheme} ${REDACTED}`],
  // `password=…`, `"token": "…"`, `api_key: …` inside a message or a URL's query.
  [new RegExp(String.raw`(${SECRET_WORD})("?\s*[:=]\s*"?)([^"'&\s,;}]+)`, "gi"), (_m, key, sep) => `${key}${sep}${REDACTED}`],
  // The user and password of a URL (smtp://user:pass@host).
  [/(\b[a-z][a-z0-9+.-]*:\/\/)[^\s/@]+@/gi, (_m, scheme) => `${scheme}${REDACTED}@`],
  // 13 to 19 digits, spaces or dashes between them allowed, that pass Luhn: a card number.
  [/\b\d(?:[ -]?\d){12,18}\b/g, (match) => (passesLuhn(match.replace(/\D/g, "")) ? REDACTED : match)],
];

export function redactText(text: string): string {
  return STRING_RULES.reduce((out, [pattern, replace]) => out.replace(pattern, replace as (substring: string, ...args: unknown[]) => string), text);
}

/** A JSON value (job data, error output) with secrets redacted; the input is left as it was. */
export function redactSecrets(value: unknown): unknown {
  if (typeof value === "string") return redactText(value);
  if (Array.isArray(value)) return value.map(redactSecrets);
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, isSecretKey(key) ? REDACTED : redactSecrets(inner)]));
  }
  return value;
}

const ERROR_LINE_MAX = 200;

/**
 * The one line a list row shows for a failed job's output: pg-boss stores a thrown error as its
 * serialized fields (`message`, `stack`), a timeout as `{ value: { message } }`, and anything a
 * handler returned as is. Redacted, first line only, cut to 200 characters.
 */
export function failedJobErrorLine(output: unknown): string {
  const message = errorMessage(output);
  const line = redactText(message).split("\n", 1)[0]!.trim();
  return line.length > ERROR_LINE_MAX ? `${line.slice(0, ERROR_LINE_MAX - 1)}…` : line;
}

function errorMessage(output: unknown): string {
  if (output === null || output === undefined) return "No error recorded.";
  if (typeof output === "string") return output || "No error recorded.";
  if (typeof output !== "object") return String(output);
  const record = output as Record<string, unknown>;
  if (typeof record.message === "string" && record.message) return record.message;
  if (record.value !== undefined) return errorMessage(record.value);
  return JSON.stringify(output);
}
