import type { Cents } from "../items/money.ts";

/**
 * A dollar amount as SIS systems write it ("12.50", "12.5", "12"), read exactly into cents
 * without floating point; anything else (signs, thousands separators, three decimals) is null,
 * so a garbled answer is refused rather than guessed at.
 */
export function parseSisDollars(text: string | null | undefined): Cents | null {
  const match = /^\s*(\d{1,7})(?:\.(\d{1,2}))?\s*$/.exec(text ?? "");
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
}

/** An integer number of cents as some systems send it (PowerSchool); null unless a safe non-negative integer. */
export function readSisCents(value: unknown): Cents | null {
  return typeof value === "number" && Number.isSafeInteger(value) && value >= 0 ? value : null;
}
