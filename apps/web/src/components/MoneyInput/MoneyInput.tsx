import {
  formatCents,
  formatPercentHundredths,
  parseIntegerInput,
  readTypedDollars,
  readTypedPercent,
} from "@paydesk/domain";
import { FormattedInput, type FormattedInputProps } from "./FormattedInput.tsx";
import { amountNote } from "./notes.ts";

type Props<V> = Omit<FormattedInputProps<V>, "format" | "read" | "blank">;

/**
 * A dollar amount in integer cents. Dollars clamp to 0…100000, two decimals, dollar sign;
 * unreadable text becomes $0.00 (docs/product/items-and-fees.md, Money) — and the field says so
 * whenever that is not what was typed.
 */
export function DollarInput(props: Props<number>) {
  return (
    <FormattedInput
      {...props}
      format={formatCents}
      blank={(cents) => cents === 0}
      read={(text) => {
        const result = readTypedDollars(text);
        return { value: result.value ?? 0, note: amountNote(text, result) };
      }}
    />
  );
}

/**
 * The empty-allowed dollar field keeps blank (null) instead of becoming $0.00
 * (docs/product/items-and-fees.md).
 */
export function OptionalDollarInput(props: Props<number | null>) {
  return (
    <FormattedInput
      {...props}
      format={(cents) => (cents === null ? "" : formatCents(cents))}
      blank={(cents) => cents === null || cents === 0}
      read={(text) => {
        const result = readTypedDollars(text, { allowEmpty: true });
        return { value: result.value, note: amountNote(text, result) };
      }}
    />
  );
}

/** Percents clamp to 0…99.99, two decimals, percent sign (docs/product/items-and-fees.md). */
export function PercentInput(props: Props<number>) {
  return (
    <FormattedInput
      {...props}
      format={formatPercentHundredths}
      blank={(hundredths) => hundredths === 0}
      read={(text) => {
        const result = readTypedPercent(text);
        return { value: result.value ?? 0, note: amountNote(text, result) };
      }}
    />
  );
}

export interface IntegerInputProps extends Props<number> {
  min?: number;
  max?: number;
}

/**
 * Integer fields are parsed to integers, unreadable text becomes the minimum
 * (docs/product/items-and-fees.md).
 */
export function IntegerInput({ min, max, ...props }: IntegerInputProps) {
  return (
    <FormattedInput
      {...props}
      inputMode="numeric"
      format={String}
      read={(text) => ({ value: parseIntegerInput(text, { min, max }).value, note: null })}
    />
  );
}
