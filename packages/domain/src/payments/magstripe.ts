/**
 * Magnetic stripe reader input (docs/product/checkout-and-payments.md, docs/product/terminal.md):
 *   track 1  %B<pan>^<LAST>/<FIRST>^<YYMM>…?
 *   track 2  ;<pan>=<YYMM>…?
 * A reader types both tracks one after the other into the field, as keystrokes; the payment
 * object carries them as `magtrack1` and `magtrack2`. Anything else, or two tracks that disagree,
 * is "Unable to read card. Please try again or manually key card." The number read here still
 * goes through the card-number rules (Luhn, brand, accepted brands) like a typed one.
 */
import { PAYMENT_MESSAGES } from "@paydesk/validators";
import type { CardExpiry } from "./card-expiry.ts";
import { maskCardNumber, serialisedAs } from "./card-mask.ts";

export interface SwipedCard {
  /** The digits read: pass them to the card-number rules, never store or log them. */
  pan: string;
  expiry: CardExpiry;
  /** From track 1 only; null when only track 2 was read. */
  lastName: string | null;
  firstName: string | null;
}

export type SwipeResult = { ok: true; card: SwipedCard } | { ok: false; message: string };

// Discretionary data (service code, PVV, …) follows the expiry up to the end sentinel "?".
const TRACK1 = /^%B(\d{11,19})\^([^^/]*)\/([^^]*)\^(\d{2})(\d{2})[^?]*\?$/;
const TRACK2 = /^;(\d{11,19})=(\d{2})(\d{2})[^?]*\?$/;

/** Splits what a reader typed into its tracks: track 1 starts at "%", track 2 at ";". */
export function splitReaderInput(raw: string): { magtrack1: string; magtrack2: string } {
  const input = raw.trim();
  const track2Start = input.indexOf(";");
  const track1 = track2Start === -1 ? input : input.slice(0, track2Start);
  const track2 = track2Start === -1 ? "" : input.slice(track2Start);
  return { magtrack1: track1.startsWith("%") ? track1 : "", magtrack2: track2 };
}

function expiryOf(yy: string, mm: string): CardExpiry | null {
  const month = Number(mm);
  return month >= 1 && month <= 12 ? { month, year: 2000 + Number(yy) } : null;
}

type TrackRead = { pan: string; expiry: CardExpiry; lastName: string | null; firstName: string | null } | null;

function readTrack1(track: string): TrackRead {
  const match = TRACK1.exec(track);
  if (!match) return null;
  const [, pan = "", last = "", first = "", yy = "", mm = ""] = match;
  const expiry = expiryOf(yy, mm);
  if (expiry === null || last.trim() === "") return null;
  return { pan, expiry, lastName: last.trim(), firstName: first.trim() === "" ? null : first.trim() };
}

function readTrack2(track: string): TrackRead {
  const match = TRACK2.exec(track);
  if (!match) return null;
  const [, pan = "", yy = "", mm = ""] = match;
  const expiry = expiryOf(yy, mm);
  return expiry === null ? null : { pan, expiry, lastName: null, firstName: null };
}

function sameCard(a: NonNullable<TrackRead>, b: NonNullable<TrackRead>): boolean {
  return a.pan === b.pan && a.expiry.month === b.expiry.month && a.expiry.year === b.expiry.year;
}

/**
 * Reads the tracks of one swipe. Either track alone is enough; when both were sent, both must be
 * readable and name the same card, since a half-read swipe is how misreads show.
 */
export function parseMagstripe(tracks: { magtrack1: string; magtrack2: string }): SwipeResult {
  const unreadable = { ok: false, message: PAYMENT_MESSAGES.unreadableCard } as const;
  const track1 = tracks.magtrack1.trim();
  const track2 = tracks.magtrack2.trim();
  if (track1 === "" && track2 === "") return unreadable;
  const one = track1 === "" ? null : readTrack1(track1);
  const two = track2 === "" ? null : readTrack2(track2);
  if ((track1 !== "" && one === null) || (track2 !== "" && two === null)) return unreadable;
  if (one !== null && two !== null && !sameCard(one, two)) return unreadable;
  const read = one ?? two;
  if (read === null) return unreadable;
  return { ok: true, card: serialisedAs(read, () => ({ ...read, pan: maskCardNumber(read.pan) })) };
}

/** "JOHN DOE" from track 1's "DOE/JOHN", for the name field a swipe fills in. */
export function swipedCardholderName(card: SwipedCard): string | null {
  if (card.lastName === null) return null;
  return card.firstName === null ? card.lastName : `${card.firstName} ${card.lastName}`;
}
