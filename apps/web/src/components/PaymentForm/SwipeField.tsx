import { Button, Group, PasswordInput, Stack, Text } from "@mantine/core";
import { useDebouncedCallback } from "@mantine/hooks";
import { cardBrandOf, parseMagstripe, splitReaderInput, swipedCardholderName } from "@paydesk/domain";
import { IconCreditCard } from "@tabler/icons-react";
import { useState } from "react";
import { CARD_BRAND_LABELS } from "./card-labels.ts";

/** Spec 3 §9: the reader types a whole swipe as keystrokes; it is read once they stop for 100 ms. */
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
  /** A swipe that does not read: the tracks are cleared and the spec's message shown. */
  onUnreadable: (message: string) => void;
  read: SwipeRead | null;
  /** Back to the Manual / Swipe choice, for another card. */
  onReset: () => void;
}

function summaryOf(pan: string, month: number, year: number): string {
  const brand = cardBrandOf(pan);
  const label = brand ? CARD_BRAND_LABELS[brand] : "Card";
  return `${label} ending ${pan.slice(-4)}, expires ${String(month).padStart(2, "0")}/${String(year).slice(-2)}`;
}

/**
 * The magnetic stripe input (spec 3 §2, §4, §8; CONVENTIONS §5). Masked like a password: the
 * tracks hold the card number. Once a swipe reads, the field gives way to what was read, and the
 * page hides the Manual / Swipe choice.
 */
export function SwipeField({ error, onRead, onUnreadable, read, onReset }: SwipeFieldProps) {
  const [raw, setRaw] = useState("");
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
      data-autofocus
      onChange={(event) => {
        setRaw(event.currentTarget.value);
        readSwipe(event.currentTarget.value);
      }}
    />
  );
}
