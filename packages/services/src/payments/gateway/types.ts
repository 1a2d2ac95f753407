/**
 * The payment gateway interface (CONVENTIONS §1, §5): checkout charges and undoes charges only
 * through it. The built-in simulator sits behind it over HTTP, and a real gateway plugs in behind
 * the same interface (GATEWAY_URL).
 *
 * The card travels in `ChargeCard` and nowhere else: the gateway answers a token and a
 * transaction id, which are what we keep.
 */
export interface ChargeCard {
  /** The card number's digits. Never stored, logged or answered. */
  digits: string;
  /** The security code (null for a swipe). Never stored, logged or answered. */
  securityCode: string | null;
  expMonth: number;
  expYear: number;
}

export interface ChargeRequest {
  amountCents: number;
  card: ChargeCard;
  /**
   * The same key asks for the same charge: a repeat (a retry after a lost answer) answers the
   * first answer and charges nothing more.
   */
  idempotencyKey: string;
}

interface Authorized {
  approvedCents: number;
  /** The gateway's token for the card, kept on the payment for later charges. */
  token: string;
  transactionId: string;
}

export type ChargeResult =
  | ({ outcome: "approved" } & Authorized)
  | ({ outcome: "partial" } & Authorized)
  | { outcome: "declined"; message: string }
  | { outcome: "unavailable"; message: string };

export interface VoidRequest {
  transactionId: string;
  idempotencyKey: string;
}

/** `voided`: the authorization is released and the payer is not charged. */
export type VoidResult = { outcome: "voided" } | { outcome: "unavailable"; message: string };

export interface PaymentGateway {
  charge(request: ChargeRequest): Promise<ChargeResult>;
  /** Undo an authorization that checkout could not honour (the item sold out meanwhile). */
  void(request: VoidRequest): Promise<VoidResult>;
}
