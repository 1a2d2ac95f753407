import { formatCents, formatDollarInput, formatPercentHundredths, formatPercentInput, parseIntegerInput } from "@paydesk/domain";
import { FormattedInput, type FormattedInputProps } from "./FormattedInput.tsx";

type Props<V> = Omit<FormattedInputProps<V>, "format" | "parse">;

/** Spec 2 §5: dollars clamp to 0…100000, two decimals, dollar sign; unreadable text becomes $0.00. */
export function DollarInput(props: Props<number>) {
  return <FormattedInput {...props} format={formatCents} parse={(text) => formatDollarInput(text).cents ?? 0} />;
}

/** Spec 2 §5: the empty-allowed dollar field keeps blank (null) instead of becoming $0.00. */
export function OptionalDollarInput(props: Props<number | null>) {
  return (
    <FormattedInput
      {...props}
      format={(cents) => (cents === null ? "" : formatCents(cents))}
      parse={(text) => formatDollarInput(text, { allowEmpty: true }).cents}
    />
  );
}

/** Spec 2 §5: percents clamp to 0…99.99, two decimals, percent sign. */
export function PercentInput(props: Props<number>) {
  return <FormattedInput {...props} format={formatPercentHundredths} parse={(text) => formatPercentInput(text).hundredths} />;
}

export interface IntegerInputProps extends Props<number> {
  min?: number;
  max?: number;
}

/** Spec 2 §5: integer fields are parsed to integers (unreadable text becomes the minimum). */
export function IntegerInput({ min, max, ...props }: IntegerInputProps) {
  return (
    <FormattedInput
      {...props}
      inputMode="numeric"
      format={String}
      parse={(text) => parseIntegerInput(text, { min, max }).value}
    />
  );
}
