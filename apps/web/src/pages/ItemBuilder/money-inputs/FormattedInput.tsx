import { TextInput, type TextInputProps } from "@mantine/core";
import { useState } from "react";

export interface FormattedInputProps<V> extends Omit<TextInputProps, "value" | "onChange" | "onBlur"> {
  value: V;
  onChange: (value: V) => void;
  /** What the input shows for a value when not being typed in. */
  format: (value: V) => string;
  /** Spec 2 §5 blur rule: what was typed becomes a value. */
  parse: (text: string) => V;
}

/**
 * A text input that shows a formatted value and, while focused, what the user types; on blur the
 * text is read and formatted by the spec's rule. The form holds the value (integer cents,
 * hundredths, counts), never the text, so a value set from elsewhere (a reset, a default) shows.
 */
export function FormattedInput<V>({ value, onChange, format, parse, onFocus, readOnly, ...props }: FormattedInputProps<V>) {
  const [typing, setTyping] = useState<string | null>(null);
  return (
    <TextInput
      inputMode="decimal"
      autoComplete="off"
      {...props}
      readOnly={readOnly}
      value={typing ?? format(value)}
      onFocus={(event) => {
        if (!readOnly) setTyping(format(value));
        onFocus?.(event);
      }}
      onChange={(event) => setTyping(event.currentTarget.value)}
      onBlur={() => {
        if (typing === null) return;
        const parsed = parse(typing);
        setTyping(null);
        onChange(parsed);
      }}
    />
  );
}
