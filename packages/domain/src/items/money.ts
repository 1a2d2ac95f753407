/**
 * Money for items (docs/product/items-and-fees.md, Money). Amounts are integer cents; fee arithmetic
 * keeps 4 decimals as integer ten-thousandths of a dollar ("mills4") and rounds half up to cents
 * only for display and for the amount charged. Percentages are integer hundredths of a percent.
 * Nothing here holds dollars in a floating-point number: decimal strings are parsed digit by
 * digit, and products that could pass 2^53 go through BigInt.
 */

/** Integer cents: $1,234.50 is 123450. */
export type Cents = number;
/** Integer ten-thousandths of a dollar: $1.2345 is 12345. */
export type Mills4 = number;
/** Integer hundredths of a percent: 8.25 % is 825. */
export type PercentHundredths = number;

export const MILLS4_PER_CENT = 100;
/** Dollar inputs clamp to 0…100000. */
export const MAX_DOLLAR_INPUT_CENTS: Cents = 10_000_000;
/** Percent inputs clamp to 0…99.99. */
export const MAX_PERCENT_INPUT_HUNDREDTHS: PercentHundredths = 9_999;

function assertSafeInteger(value: number, what: string): void {
  if (!Number.isSafeInteger(value)) throw new RangeError(`${what} must be a safe integer, got ${value}`);
}

function bigintToSafeNumber(value: bigint, what: string): number {
  const result = Number(value);
  assertSafeInteger(result, what);
  return result;
}

/**
 * numerator / divisor rounded half up, in the sense of PHP's round() and Java's HALF_UP: halves
 * go away from zero, so -0.5 becomes -1 and refunds round like the charges they undo.
 */
function divideRoundHalfUp(numerator: bigint, divisor: bigint): bigint {
  if (divisor <= 0n) throw new RangeError("divisor must be positive");
  const quotient = numerator / divisor;
  const remainder = numerator % divisor;
  const absRemainder = remainder < 0n ? -remainder : remainder;
  if (absRemainder * 2n < divisor) return quotient;
  return numerator < 0n ? quotient - 1n : quotient + 1n;
}

/** a × b / divisor rounded half up, exact for any safe-integer inputs. */
export function multiplyDivideRoundHalfUp(a: number, b: number, divisor: number): number {
  assertSafeInteger(a, "a");
  assertSafeInteger(b, "b");
  assertSafeInteger(divisor, "divisor");
  return bigintToSafeNumber(divideRoundHalfUp(BigInt(a) * BigInt(b), BigInt(divisor)), "result");
}

export function centsToMills4(cents: Cents): Mills4 {
  assertSafeInteger(cents, "cents");
  return cents * MILLS4_PER_CENT;
}

/** The one place 4-decimal amounts become cents: for display and for the amount charged. */
export function mills4ToCents(mills4: Mills4): Cents {
  return multiplyDivideRoundHalfUp(mills4, 1, MILLS4_PER_CENT);
}

function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
}

function splitCents(cents: Cents): { sign: string; dollars: string; rest: string } {
  assertSafeInteger(cents, "cents");
  const abs = Math.abs(cents);
  return { sign: cents < 0 ? "-" : "", dollars: String(Math.floor(abs / 100)), rest: String(abs % 100).padStart(2, "0") };
}

/** Display string: 123450 → "$1,234.50", -5 → "-$0.05". */
export function formatCents(cents: Cents): string {
  const { sign, dollars, rest } = splitCents(cents);
  return `${sign}$${groupThousands(dollars)}.${rest}`;
}

/**
 * Plain two-decimal string, no sign or grouping: 123450 → "1234.50". The form of dollar amounts
 * in answers (`"25.00"`, docs/product/documented-calls.md) and of the terminal's open amount field.
 */
export function formatDecimalCents(cents: Cents): string {
  const { sign, dollars, rest } = splitCents(cents);
  return `${sign}${dollars}.${rest}`;
}

/** Display string of a 4-decimal amount, rounded half up to cents: 12345 → "$1.23". */
export function formatMills4(mills4: Mills4): string {
  return formatCents(mills4ToCents(mills4));
}

/** Display string: 825 → "8.25%". */
export function formatPercentHundredths(hundredths: PercentHundredths): string {
  assertSafeInteger(hundredths, "hundredths");
  const sign = hundredths < 0 ? "-" : "";
  const abs = Math.abs(hundredths);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}%`;
}

interface LooseDecimal {
  negative: boolean;
  whole: string;
  fraction: string;
}

/**
 * Reads what a user typed the way the legacy blur handlers did: every character other than
 * digits, "." and "-" is stripped ("$1,234.5" → "1234.5"), then the leading number is taken, so
 * "1.2.3" reads as 1.2. A minus sign is kept so that negatives reach the clamp (and become 0)
 * rather than silently turning positive. Null when no digit is left: the caller's "invalid".
 */
function readLooseDecimal(raw: string): LooseDecimal | null {
  const cleaned = raw.replace(/[^0-9.-]/g, "");
  const match = /^(-?)(\d*)(?:\.(\d*))?/.exec(cleaned);
  const whole = match?.[2] ?? "";
  const fraction = match?.[3] ?? "";
  if (whole === "" && fraction === "") return null;
  return { negative: match?.[1] === "-", whole, fraction };
}

/** The decimal scaled to `decimals` places as an integer, rounding the next digit half up. */
function scaleDecimal(value: LooseDecimal, decimals: number): bigint {
  const kept = value.fraction.slice(0, decimals).padEnd(decimals, "0");
  const nextDigit = value.fraction.charAt(decimals);
  const roundUp = nextDigit !== "" && nextDigit >= "5" ? 1n : 0n;
  const magnitude = BigInt(`${value.whole || "0"}${kept}`) + roundUp;
  return value.negative ? -magnitude : magnitude;
}

function clamp(value: bigint, min: number, max: number): number {
  if (value < BigInt(min)) return min;
  if (value > BigInt(max)) return max;
  return Number(value);
}

export interface DollarInput {
  /** What the input shows after blur, e.g. "$1,234.50"; "" only for a blank empty-allowed field. */
  text: string;
  /** Null only for a blank empty-allowed field. */
  cents: Cents | null;
}

export interface DollarInputOptions {
  /** The empty-allowed dollar field keeps blank instead of becoming $0.00. */
  allowEmpty?: boolean;
}

/**
 * The blur rule for dollar fields: non-numerics stripped, two decimals, clamped to
 * 0…100000, dollar sign; anything unreadable becomes $0.00. A third decimal rounds half up
 * ("1.005" → $1.01), since the field holds cents.
 */
export function formatDollarInput(raw: string, options: DollarInputOptions = {}): DollarInput {
  if (options.allowEmpty === true && raw.trim() === "") return { text: "", cents: null };
  const parsed = readLooseDecimal(raw);
  const cents = parsed === null ? 0 : clamp(scaleDecimal(parsed, 2), 0, MAX_DOLLAR_INPUT_CENTS);
  return { text: formatCents(cents), cents };
}

export interface PercentInput {
  /** What the input shows after blur, e.g. "8.25%". */
  text: string;
  hundredths: PercentHundredths;
}

/** The blur rule for percent fields: clamp 0…99.99, two decimals, percent sign. */
export function formatPercentInput(raw: string): PercentInput {
  const parsed = readLooseDecimal(raw);
  const hundredths = parsed === null ? 0 : clamp(scaleDecimal(parsed, 2), 0, MAX_PERCENT_INPUT_HUNDREDTHS);
  return { text: formatPercentHundredths(hundredths), hundredths };
}

export interface IntegerInput {
  text: string;
  value: number;
}

export interface IntegerInputOptions {
  min?: number;
  max?: number;
}

/**
 * The blur rule for integer fields. Like parseInt the fraction is dropped ("12.9" → 12),
 * but grouping commas are stripped first ("1,000" → 1000, where parseInt would say 1); anything
 * unreadable becomes 0 (quantity available defaults to 0). The integer fields of the builder
 * are counts, so the range defaults to 0…MAX_SAFE_INTEGER.
 */
export function parseIntegerInput(raw: string, options: IntegerInputOptions = {}): IntegerInput {
  const min = options.min ?? 0;
  const max = options.max ?? Number.MAX_SAFE_INTEGER;
  const parsed = readLooseDecimal(raw);
  const value = parsed === null ? clamp(0n, min, max) : clamp(scaleDecimal({ ...parsed, fraction: "" }, 0), min, max);
  return { text: String(value), value };
}
