/**
 * The payment gateway interface (docs/product/checkout-and-payments.md, docs/product/demo-and-production.md):
 * checkout charges and undoes charges only through it. The built-in simulator sits behind it over HTTP, and a
 * real gateway plugs in behind the same interface (GATEWAY_URL).
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

export interface StoredChargeRequest {
  /** The gateway's token from an earlier card charge (Payment.gatewayToken). */
  token: string;
  amountCents: number;
  /** As for `charge`: a repeat answers the first answer and charges nothing more. */
  idempotencyKey: string;
}

export interface RefundRequest {
  /** The settled charge to give money back from (Payment.gatewayTransactionId). */
  transactionId: string;
  /** Any part of what is left of the charge, in cents. */
  amountCents: number;
  /** A repeat (a retry after a lost answer) answers the first answer and refunds nothing more. */
  idempotencyKey: string;
}

/**
 * `refunded`: the money goes back to the card. `refused`: the gateway said no for a reason that a
 * retry will not change (more than is left of the charge, a voided charge); `unavailable`: no
 * clear answer, nothing may be assumed to have moved.
 */
export type RefundResult =
  | { outcome: "refunded"; refundId: string; amountCents: number }
  | { outcome: "refused"; message: string }
  | { outcome: "unavailable"; message: string };

export interface PaymentGateway {
  charge(request: ChargeRequest): Promise<ChargeResult>;
  /** Charge a stored card by its token (recurring series); no card data travels. */
  chargeStored(request: StoredChargeRequest): Promise<ChargeResult>;
  /** Release a whole authorization before it settles (checkout's undo, a staff void). */
  void(request: VoidRequest): Promise<VoidResult>;
  /** Give back part or all of a settled charge. */
  refund(request: RefundRequest): Promise<RefundResult>;
}
