/**
 * The receipt view model (docs/product/checkout-and-payments.md): one read of an order with its lines,
 * students and payments, shared by the receipt pages, the JSON views, the PDF and the e-mail. Card payments
 * show brand and last four only (the table holds nothing more that a receipt may show).
 */
import { payerCustomFieldValues } from "@paydesk/domain";
import type { DbTx, OrderStatus, PaymentMethod } from "@paydesk/db";
import { companyTimeZone } from "../platform/time-zone.ts";
import { orderUnknown } from "./access.ts";

export interface ReceiptLine {
  lineId: number;
  title: string;
  itemCode: string;
  studentName: string | null;
  quantity: number;
  /** Unit price as bought. */
  amountCents: number;
  taxCents: number;
  shippingCents: number;
  feeCents: number;
  /** The line's share of the order total. */
  totalCents: number;
  /** Custom fields as filled in: label → value (a list for checkboxes). */
  cfs: Record<string, string | string[]>;
  cfOverridden: boolean;
  /** The company selling this line (its item's): an order may mix a district item and a school item. */
  sellerId: number;
}

export interface ReceiptPayment {
  paymentId: number;
  method: PaymentMethod;
  amountCents: number;
  cardBrand: string | null;
  cardLast4: string | null;
  checkNumber: string | null;
  payerName: string | null;
  createdAt: Date;
}

export interface ReceiptCompany {
  id: number;
  name: string;
  city: string | null;
  state: string | null;
}

export interface ReceiptView {
  orderId: number;
  status: OrderStatus;
  source: "TERMINAL" | "ONLINE";
  createdAt: Date;
  company: ReceiptCompany;
  /**
   * Every company selling a line of the order, in line order: the order's company alone for most
   * orders, several for a cart mixing a district item and a school item. The receipt names each.
   */
  sellers: ReceiptCompany[];
  /**
   * The IANA zone of the order's company: the receipt's dates are read in it
   * (docs/product/reports-and-time-zones.md).
   */
  timeZone: string;
  payer: {
    name: string;
    email: string | null;
    street: string | null;
    street2: string | null;
    city: string | null;
    state: string | null;
    country: string | null;
    postalCode: string | null;
  };
  /**
   * Where the receipt was e-mailed when the payer asked for it at payment (email_receipt), else
   * null: the page after paying says it was sent there instead of offering to send it.
   */
  emailedTo: string | null;
  lines: ReceiptLine[];
  payments: ReceiptPayment[];
  subtotalCents: number;
  taxCents: number;
  shippingCents: number;
  feeCents: number;
  feesRemoved: boolean;
  /** The fees the payer would have paid had they not been removed. */
  removedFeeCents: number;
  totalCents: number;
  paidCents: number;
  /** What is still to pay: after a partial authorization, the rest; nothing on a refunded or void order. */
  dueCents: number;
}

/** The payer's columns of an order, and their shape in the views (the transaction edits read them too). */
export const PAYER_SELECT = {
  payerName: true,
  payerEmail: true,
  payerStreet: true,
  payerStreet2: true,
  payerCity: true,
  payerState: true,
  payerCountry: true,
  payerPostalCode: true,
} as const;

type PayerColumns = { [K in keyof typeof PAYER_SELECT]: K extends "payerName" ? string : string | null };

export function payerOf(order: PayerColumns): ReceiptView["payer"] {
  return {
    name: order.payerName,
    email: order.payerEmail,
    street: order.payerStreet,
    street2: order.payerStreet2,
    city: order.payerCity,
    state: order.payerState,
    country: order.payerCountry,
    postalCode: order.payerPostalCode,
  };
}

const RECEIPT_SELECT = {
  id: true,
  status: true,
  source: true,
  createdAt: true,
  emailReceipt: true,
  ...PAYER_SELECT,
  subtotalCents: true,
  taxCents: true,
  shippingCents: true,
  feeCents: true,
  feesRemoved: true,
  removedFeeCents: true,
  totalCents: true,
  paidCents: true,
  company: { select: { id: true, name: true, city: true, state: true } },
  lines: {
    orderBy: { id: "asc" },
    select: {
      id: true,
      title: true,
      itemCode: true,
      quantity: true,
      amountCents: true,
      taxCents: true,
      shippingCents: true,
      feeCents: true,
      totalCents: true,
      cfs: true,
      cfOverridden: true,
      item: {
        select: {
          title: true,
          code: true,
          company: { select: { id: true, name: true, city: true, state: true } },
          // A receipt is the payer's: hidden fields' values stay on staff screens (domain payerCustomFieldValues).
          customFields: { where: { type: "HIDDENTEXT" }, select: { label: true, type: true } },
        },
      },
      student: { select: { firstName: true, lastName: true } },
    },
  },
  payments: {
    orderBy: { id: "asc" },
    select: {
      id: true,
      method: true,
      amountCents: true,
      cardBrand: true,
      cardLast4: true,
      checkNumber: true,
      payerName: true,
      createdAt: true,
    },
  },
} as const;

/** Custom field values as stored (JSON): keep text and lists of text, drop anything else. */
export function readCfs(value: unknown): Record<string, string | string[]> {
  if (!value || typeof value !== "object" || Array.isArray(value)) return {};
  const out: Record<string, string | string[]> = {};
  for (const [label, v] of Object.entries(value)) {
    if (typeof v === "string" || typeof v === "number" || typeof v === "boolean") out[label] = String(v);
    else if (Array.isArray(v)) out[label] = v.map(String);
  }
  return out;
}

export function dueCentsOf(order: { status: OrderStatus; totalCents: number; paidCents: number }): number {
  if (order.status === "REFUNDED" || order.status === "VOID") return 0;
  return Math.max(0, order.totalCents - order.paidCents);
}

/** The companies of the lines, each once, in line order; the order's company when it has no line. */
export function sellersOf(orderCompany: ReceiptCompany, lineCompanies: readonly ReceiptCompany[]): ReceiptCompany[] {
  const seen = new Map<number, ReceiptCompany>();
  for (const company of lineCompanies) if (!seen.has(company.id)) seen.set(company.id, company);
  return seen.size ? [...seen.values()] : [orderCompany];
}

/**
 * Read an order as its receipt. Access is the caller's business (the receipt rung, or checkout).
 * A receipt (page, PDF, e-mail) leaves out the values of hidden custom fields; staff screens built
 * on it (the transaction detail) ask for them with `internalFields`.
 */
export async function readReceipt({ db }: { db: DbTx }, orderId: number, options: { internalFields?: boolean } = {}): Promise<ReceiptView> {
  const order = await db.order.findUnique({ where: { id: orderId }, select: RECEIPT_SELECT });
  if (!order) throw orderUnknown();
  return {
    orderId: order.id,
    status: order.status,
    source: order.source,
    createdAt: order.createdAt,
    company: order.company,
    timeZone: await companyTimeZone(db, order.company.id),
    payer: payerOf(order),
    emailedTo: order.emailReceipt ? order.payerEmail : null,
    // A line written without the copied title and code (the column defaults) shows the item's.
    lines: order.lines.map((l) => ({
      lineId: l.id,
      title: l.title || l.item.title,
      itemCode: l.itemCode || l.item.code,
      studentName: l.student ? `${l.student.firstName} ${l.student.lastName}` : null,
      quantity: l.quantity,
      amountCents: l.amountCents,
      taxCents: l.taxCents,
      shippingCents: l.shippingCents,
      feeCents: l.feeCents,
      totalCents: l.totalCents,
      cfs: options.internalFields ? readCfs(l.cfs) : payerCustomFieldValues(readCfs(l.cfs), l.item.customFields),
      cfOverridden: l.cfOverridden,
      sellerId: l.item.company.id,
    })),
    sellers: sellersOf(order.company, order.lines.map((l) => l.item.company)),
    payments: order.payments.map((p) => ({
      paymentId: p.id,
      method: p.method,
      amountCents: p.amountCents,
      cardBrand: p.cardBrand,
      cardLast4: p.cardLast4,
      checkNumber: p.checkNumber,
      payerName: p.payerName,
      createdAt: p.createdAt,
    })),
    subtotalCents: order.subtotalCents,
    taxCents: order.taxCents,
    shippingCents: order.shippingCents,
    feeCents: order.feeCents,
    feesRemoved: order.feesRemoved,
    removedFeeCents: order.removedFeeCents,
    totalCents: order.totalCents,
    paidCents: order.paidCents,
    dueCents: dueCentsOf(order),
  };
}
