import type { TypedAmount } from "@paydesk/domain";

/**
 * The sentence under an amount field when the blur rule (docs/product/items-and-fees.md, Money)
 * made the typed number into another one; null when the value is what was typed.
 */
export function amountNote(typed: string, result: TypedAmount): string | null {
  const shown = typed.trim();
  switch (result.change) {
    case null:
      return null;
    case "rounded":
      return `Only two decimals are kept: ${shown} became ${result.text}.`;
    case "negative":
      return `Amounts cannot be below zero: ${shown} became ${result.text}.`;
    case "above-maximum":
      return `${result.text} is the most this field takes: ${shown} became ${result.text}.`;
    case "unreadable":
      return `“${shown}” is not a plain number: it was read as ${result.text}. Check the amount.`;
  }
}
