/**
 * What checkout hands the domains that act on a paid order (a recurring item's series, an external
 * item's postback): the facts of the order and its payment, and the shape of such a follow-up.
 * Here, below every domain, so that a domain writing a follow-up and checkout running it both
 * depend on this file and not on each other.
 */
import type { ItemTypeName } from "@paydesk/validators";
import type { ServiceContext, TxContext } from "./context.ts";

export interface PaidOrderLine {
  orderLineId: number;
  itemId: number;
  itemType: ItemTypeName;
  studentId: number | null;
  quantity: number;
  /** Unit price as bought. */
  amountCents: number;
  /** This line's share of the order total. */
  totalCents: number;
  /** The external (SIS) item paid through this line, else null. */
  transient: unknown;
}

export interface PaidOrderFacts {
  orderId: number;
  companyId: number;
  source: "TERMINAL" | "ONLINE";
  payerUserId: number | null;
  payerName: string;
  payerEmail: string | null;
  /** The payment just recorded: a card's stored facts (brand, last four, expiry, gateway token) or cash/check. */
  payment: {
    id: number;
    method: "CARD" | "CASH" | "CHECK";
    amountCents: number;
    gatewayToken: string | null;
    cardBrand: string | null;
    cardLast4: string | null;
    cardExpMonth: number | null;
    cardExpYear: number | null;
  };
  lines: readonly PaidOrderLine[];
}

export type PaidOrderFollowUp = (ctx: TxContext<ServiceContext>, facts: PaidOrderFacts) => Promise<void>;

/**
 * One domain's follow-up as checkout runs it. `mayWrite` says whether `run` may write for these
 * facts (the lines' ids are not known yet: 0). Asked before the order's transaction: when no
 * follow-up may write, the order is written by plain SQL statements on a pg connection without
 * Prisma; otherwise in Prisma's interactive transaction, which the follow-ups write through.
 * Saying yes when unsure is always safe.
 */
export interface PaidOrderFollowUpEntry {
  run: PaidOrderFollowUp;
  mayWrite(facts: PaidOrderFacts): boolean;
}

/** Every domain's follow-up, in the order they run (the list is composition/checkout.ts). */
export type PaidOrderFollowUps = readonly PaidOrderFollowUpEntry[];
