import { TextInput, type TextInputProps } from "@mantine/core";
import { useId, useState, type ReactNode } from "react";

/** What reading typed text gave: the value, and a sentence when it differs from what was typed. */
export interface ReadText<V> {
  value: V;
  /** Said under the field when the value is not the number typed; null when it is. */
  note: string | null;
}

export interface FormattedInputProps<V> extends Omit<TextInputProps, "value" | "onChange" | "onBlur"> {
  value: V;
  onChange: (value: V) => void;
  /** What the input shows for a value when not being typed in. */
  format: (value: V) => string;
  /**
   * The blur rule (docs/product/items-and-fees.md): what was typed becomes a value, and what changed on
   * the way.
   */
  read: (text: string) => ReadText<V>;
  /**
   * The value that starts out blank when the field is focused (zero): typing then replaces it
   * instead of landing behind "$0.00". The formatted zero stays as the placeholder.
   */
  blank?: (value: V) => boolean;
}

/**
 * A text input that shows a formatted value and, while focused, what the user types; on blur the
 * text is read and formatted by the product's rule (docs/product/items-and-fees.md). The form holds the
 * value (integer cents, hundredths, counts), never the text, so a value set from elsewhere (a reset, a
 * default) shows. Focusing selects the text (or empties a zero), so typed digits replace the old amount;
 * when the rule makes the typed number into another one (rounded, clamped, unreadable) the field says so.
 */
export function FormattedInput<V>({ value, onChange, format, read, blank, onFocus, readOnly, description, placeholder, ...props }: FormattedInputProps<V>) {
  const [typing, setTyping] = useState<string | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const noteId = useId();
  const shownDescription: ReactNode = note ? (
    <span id={noteId} role="status" data-testid="amount-note">
      {note}
    </span>
  ) : (
    description
  );
  return (
    <TextInput
      inputMode="decimal"
      autoComplete="off"
      {...props}
      description={shownDescription}
      placeholder={placeholder ?? (blank?.(value) ? format(value) : undefined)}
      readOnly={readOnly}
      value={typing ?? format(value)}
      onFocus={(event) => {
        if (!readOnly) {
          const startsBlank = blank?.(value) ?? false;
          setTyping(startsBlank ? "" : format(value));
          // Selected by the focus itself, so the first digit typed replaces the amount: the text
          // shown is already the one being typed over (React leaves it as it is), and a selection
          // put off to the next frame let keys typed before that frame (a busy phone, a quick
          // typist) land behind the amount ("$150.0012.5" read back as $150.00).
          if (!startsBlank) event.currentTarget.select();
        }
        onFocus?.(event);
      }}
      onChange={(event) => {
        setTyping(event.currentTarget.value);
        setNote(null);
      }}
      onBlur={() => {
        if (typing === null) return;
        const result = read(typing);
        setTyping(null);
        setNote(result.note);
        onChange(result.value);
      }}
    />
  );
}
