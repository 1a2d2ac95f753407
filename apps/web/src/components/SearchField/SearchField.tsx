import { TextInput, type TextInputProps } from "@mantine/core";
import { IconSearch } from "@tabler/icons-react";

export interface SearchFieldProps extends Omit<TextInputProps, "value" | "onChange" | "leftSection"> {
  value: string;
  /** The field's new text, at each keystroke (a list debounces it where it asks the server). */
  onChange: (value: string) => void;
}

/**
 * The field a list or picker is searched with: a text field led by the search icon (hidden from
 * screen readers: the label says what the field is for), labelled "Search" unless the page names
 * what it finds.
 */
export function SearchField({ value, onChange, label = "Search", ...props }: SearchFieldProps) {
  return (
    <TextInput
      label={label}
      leftSection={<IconSearch size={16} aria-hidden />}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      {...props}
    />
  );
}
