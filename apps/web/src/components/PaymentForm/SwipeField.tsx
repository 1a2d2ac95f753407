import { Button, Group, PasswordInput, Stack, Text } from "@mantine/core";
import { useDebouncedCallback } from "@mantine/hooks";
import { cardBrandOf, parseMagstripe, splitReaderInput, swipedCardholderName } from "@paydesk/domain";
import { IconCreditCard } from "@tabler/icons-react";
import { useEffect, useRef, useState } from "react";
import { flushSync } from "react-dom";
import { cardText } from "../../lib/labels.ts";

/**
 * The reader types a whole swipe as keystrokes; it is read once they stop for 100 ms
 * (docs/product/terminal.md).
 */
export const SWIPE_DEBOUNCE_MS = 100;

export interface SwipeRead {
  magtrack1: string;
  magtrack2: string;
  /** From track 1, for the name field; null when only track 2 was read. */
  cardholder: string | null;
  /** What the screen shows of the card: never the number. */
  summary: string;
}

interface SwipeFieldProps {
  error: string | undefined;
  /** A swipe that reads as a card (the card rules judge it when the form is reviewed). */
  onRead: (read: SwipeRead) => void;
  /**
   * A swipe that does not read: the tracks are cleared and the product's message shown
   * (docs/product/checkout-and-payments.md).
   */
  onUnreadable: (message: string) => void;
  read: SwipeRead | null;
  /** Back to the Manual / Swipe choice, for another card. */
  onReset: () => void;
}

function summaryOf(pan: string, month: number, year: number): string {
  const brand = cardBrandOf(pan);
  return `${cardText(brand, pan.slice(-4))}, expires ${String(month).padStart(2, "0")}/${String(year).slice(-2)}`;
}

/**
 * The magnetic stripe input (docs/product/terminal.md, docs/product/checkout-and-payments.md). Masked
 * like a password: the tracks hold the card number. Once a swipe reads, the field gives way to what was
 * read, and the page hides the Manual / Swipe choice.
 */
export function SwipeField({ error, onRead, onUnreadable, read, onReset }: SwipeFieldProps) {
  const [raw, setRaw] = useState("");
  const input = useRef<HTMLInputElement>(null);
  const readSwipe = useDebouncedCallback((input: string) => {
    if (input.trim() === "") return;
    const tracks = splitReaderInput(input);
    const swipe = parseMagstripe(tracks);
    setRaw("");
    if (!swipe.ok) {
      onUnreadable(swipe.message);
      return;
    }
    const { pan, expiry } = swipe.card;
    onRead({ ...tracks, cardholder: swipedCardholderName(swipe.card), summary: summaryOf(pan, expiry.month, expiry.year) });
  }, SWIPE_DEBOUNCE_MS);

  // Swipe chosen means the reader is next: the field takes the focus as it appears (and again
  // after "Use another card"), and a swipe started while the focus is elsewhere on the page, not
  // in another field, is steered into it rather than lost.
  const waiting = read === null;
  useEffect(() => {
    if (!waiting) return;
    input.current?.focus();
    const steer = (event: KeyboardEvent) => {
      const field = input.current;
      if (!field || document.activeElement === field || typesText(document.activeElement)) return;
      if (event.key.length === 1 && event.key !== " " && !event.ctrlKey && !event.metaKey && !event.altKey) field.focus();
    };
    document.addEventListener("keydown", steer, true);
    return () => document.removeEventListener("keydown", steer, true);
  }, [waiting]);

  if (read) {
    return (
      <Group justify="space-between" wrap="nowrap">
        <Group gap="xs" wrap="nowrap">
          <IconCreditCard size={20} aria-hidden />
          <Stack gap={0}>
            <Text fw={600} data-testid="swipe-read">
              {read.summary}
            </Text>
            {error && (
              <Text c="red" size="sm" role="alert">
                {error}
              </Text>
            )}
          </Stack>
        </Group>
        <Button variant="light" size="xs" onClick={onReset}>
          Use another card
        </Button>
      </Group>
    );
  }

  return (
    <PasswordInput
      label="Swipe card"
      description="Click here, then swipe the card through the reader."
      autoComplete="off"
      visibilityToggleButtonProps={{ "aria-label": "Show what the reader typed" }}
      value={raw}
      error={error}
      ref={input}
      onKeyDown={(event) => {
        // The reader ends a swipe with Enter: read what it typed now, then submit the form with it,
        // instead of submitting before the debounce has read the tracks.
        if (event.key !== "Enter" || raw.trim() === "") return;
        event.preventDefault();
        const form = event.currentTarget.form;
        flushSync(() => readSwipe.flush());
        form?.requestSubmit();
      }}
      onChange={(event) => {
        setRaw(event.currentTarget.value);
        readSwipe(event.currentTarget.value);
      }}
    />
  );
}

/** Whether the focused element takes typed text, so a key there is not a swipe to steer. */
function typesText(element: Element | null): boolean {
  if (!(element instanceof HTMLElement)) return false;
  if (element.isContentEditable || element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement) return true;
  if (!(element instanceof HTMLInputElement)) return false;
  return !["radio", "checkbox", "button", "submit", "reset"].includes(element.type);
}
