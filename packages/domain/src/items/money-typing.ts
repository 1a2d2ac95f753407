/**
 * What a person typed into a dollar or percent field, read by the blur rule (docs/product/items-and-fees.md,
 * Money), and whether the value it became is what they typed. The rule strips non-numerics, rounds to two
 * decimals and clamps; applied silently it turned "$0.00150" into $0.00. The field keeps the rule
 * (every screen and the server agree on it) and says so whenever the result differs from the
 * typed number, so what is shown is what is saved and nobody is surprised by it.
 */
import { formatDollarInput, formatPercentInput, MAX_DOLLAR_INPUT_CENTS, MAX_PERCENT_INPUT_HUNDREDTHS } from "./money.ts";

/** Why the value differs from the number typed; null when it is exactly that number. */
export type TypedAmountChange = "unreadable" | "rounded" | "negative" | "above-maximum" | null;

export interface TypedAmount {
  /** Integer cents (dollars) or hundredths (percent); null only for a blank empty-allowed field. */
  value: number | null;
  /** The formatted value, e.g. "$1,234.50" or "8.25%". */
  text: string;
  change: TypedAmountChange;
}

/**
 * A number as people write it: an optional sign, digits with or without thousands commas, an
 * optional fraction; a leading "$" or a trailing "%" is allowed around it.
 */
const PLAIN_NUMBER = /^(-?)\s*\$?\s*(-?)(\d{1,3}(?:,\d{3})+|\d*)(?:\.(\d*))?\s*%?$/;

function classify(raw: string, value: number, max: number): TypedAmountChange {
  const typed = raw.trim();
  if (typed === "") return null;
  const match = PLAIN_NUMBER.exec(typed);
  const whole = match?.[3] ?? "";
  const fraction = match?.[4] ?? "";
  if (match === null || (whole === "" && fraction === "")) return "unreadable";
  if (match[1] === "-" || match[2] === "-") return /[1-9]/.test(whole + fraction) ? "negative" : null;
  if (value === max && (BigInt(whole.replace(/,/g, "") || "0") * 100n + BigInt(fraction.slice(0, 2).padEnd(2, "0"))) > BigInt(max)) {
    return "above-maximum";
  }
  return /[1-9]/.test(fraction.slice(2)) ? "rounded" : null;
}

export interface TypedDollarOptions {
  /** The empty-allowed dollar field keeps blank instead of becoming $0.00. */
  allowEmpty?: boolean;
}

/** A dollar field's text read by the blur rule (0…100000, cents), with what changed on the way. */
export function readTypedDollars(raw: string, options: TypedDollarOptions = {}): TypedAmount {
  const { cents, text } = formatDollarInput(raw, options);
  if (cents === null) return { value: null, text, change: null };
  return { value: cents, text, change: classify(raw, cents, MAX_DOLLAR_INPUT_CENTS) };
}

/** A percent field's text read by the blur rule (0…99.99), with what changed on the way. */
export function readTypedPercent(raw: string): TypedAmount {
  const { hundredths, text } = formatPercentInput(raw);
  return { value: hundredths, text, change: classify(raw, hundredths, MAX_PERCENT_INPUT_HUNDREDTHS) };
}
