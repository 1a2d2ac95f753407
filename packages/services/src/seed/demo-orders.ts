/**
 * The demo orders (docs/product/demo-and-production.md: 90 days of orders), planned from the
 * item catalogue with a seeded PRNG so every fresh start gets the same orders. Pure: times are
 * minutes before the seed time, which the writer turns into dates.
 *
 * Our reading, where the data model leaves room:
 * - a line's `amountCents` is the unit price as bought (orders.prisma), so its total is amount ×
 *   quantity + tax + shipping + fee as in fees.ts; parts and total are the domain's
 *   computeItemTotals;
 * - a Suggested fee is what the server would suggest from the payee's card rates, the same
 *   estimate as a Calculated fee;
 * - AlwaysAddFlat adds the company's default item fee once per line to items without a fee;
 * - a partial authorization approves half the total, rounded down (docs/product/checkout-and-payments.md);
 *   declined orders approve nothing and sell nothing;
 * - hidden items are sold at the terminal, guest-checkout-only items online without a student;
 * - an online order paid for the demo parent's child was paid by the demo parent (their history);
 *   a terminal order was taken by the company's office staff (Lincoln) or its administrator;
 * - one more order is a partial authorization at Lincoln's terminal from 45 minutes before the
 *   seed, or later when the gateway's nightly batch closed since (`DEMO_PARTIAL_ORDER_PAYER`), so
 *   the demo school finds a recent one to complete from the order summary, and a card payment it
 *   can still void. How orders were paid is planned in demo-orders-payments.ts.
 */
import type { FeeBehaviour, ItemAmountType, ItemFeeType, OrderSource, OrderStatus } from "@paydesk/db";
import { computeItemTotals, halfApproved, taxPercentForItem } from "@paydesk/domain";
import { feeTypeMap } from "../items/mapping.ts";
import { DEMO_COMPANIES, DEMO_ITEMS, DEMO_SETTLEMENT_ACCOUNTS, DEMO_USERS, demoStudents, type SeedStudent } from "./demo-data.ts";
import { DEMO_CATALOGUE, DEMO_STUDENT_GROUPS, type SeedItem, type SeedTarget } from "./demo-items.ts";
import { createPrng, type Prng } from "./prng.ts";

export const DEMO_ORDER_SEED = 20_261_122;
/** Orders fall on the last 89 days, so "the last 90 days" holds whatever the hour of the seed. */
export const DEMO_ORDER_DAYS = 89;
const ORDERS_PER_COMPANY: Readonly<Record<string, number>> = { lincoln: 240, district: 12, vendor: 45, business: 36 };

export interface PlannedLine {
  itemCode: string;
  studentExternalId: string | null;
  quantity: number;
  /** Unit price. */
  amountCents: number;
  taxCents: number;
  shippingCents: number;
  feeCents: number;
  totalCents: number;
}

export interface PlannedOrder {
  company: string;
  source: OrderSource;
  status: OrderStatus;
  payerName: string;
  payerEmail: string | null;
  /** The parent account that paid online (the demo parent), else null. */
  payerUserEmail: string | null;
  /** The staff account that took a terminal payment, else null. */
  takenByEmail: string | null;
  minutesAgo: number;
  /**
   * Kept in the gateway's open batch: its card payment is paid after the last nightly batch
   * close, so it can still be voided whatever the hour of the seed (at most minutesAgo ago).
   */
  inOpenBatch?: true;
  totalCents: number;
  paidCents: number;
  lines: PlannedLine[];
}

export interface DemoOrderPlan {
  orders: PlannedOrder[];
  /** Units sold (paid or partially paid) per item code. */
  soldByCode: Map<string, number>;
}

interface Orderable {
  company: string;
  code: string;
  amountType: ItemAmountType;
  amountCents: number;
  feeType: ItemFeeType;
  feeCents: number;
  taxRateHundredths: number;
  shippingCents: number;
  cardRateHundredths: number;
  cardFixedFeeCents: number;
  flatFeeCents: number;
  students: readonly SeedStudent[];
  hidden: boolean;
  guestOnly: boolean;
  maxQuantity: number;
}

const PAYER_FIRST_NAMES = [
  "Maria",
  "David",
  "Jennifer",
  "Michael",
  "Linda",
  "James",
  "Patricia",
  "Robert",
  "Susan",
  "Carlos",
  "Aisha",
  "Wei",
];
const PAYER_LAST_NAMES = ["Anderson", "Martinez", "Thompson", "White", "Harris", "Clark", "Lewis", "Walker", "Young", "Allen"];
const OPEN_AMOUNTS_CENTS = [1000, 2000, 2500, 5000];
const AOPEN_EXTRA_CENTS = [0, 500, 1500];

function companyOf(key: string) {
  const company = DEMO_COMPANIES.find((c) => c.key === key);
  if (!company) throw new Error(`unknown demo company ${key}`);
  return company;
}

/** The rate an item charges: the company default when it includes tax, else its own. */
export function demoItemTaxRate(item: SeedItem): number {
  if (!item.includeTax) return item.taxRateHundredths ?? 0;
  return taxPercentForItem({
    includeTax: true,
    companyDefaultTaxHundredths: companyOf(item.company).defaults?.defaultTaxHundredths ?? 0,
  });
}

function flatFee(company: string): number {
  const defaults = companyOf(company).defaults;
  const behaviour: FeeBehaviour = defaults?.feeBehaviour ?? "DEFAULT";
  return behaviour === "ALWAYS_ADD_FLAT" ? (defaults?.defaultItemFeeCents ?? 0) : 0;
}

/** The students an item may be paid for: its targets, or every student of a school's own items. */
function eligibleStudents(item: SeedItem, students: readonly SeedStudent[]): SeedStudent[] {
  const kind = companyOf(item.company).kind;
  const targets = item.targets ?? [];
  if (targets.length === 0) return kind === "SCHOOL" ? students.filter((s) => s.company === item.company) : [];
  const matches = (s: SeedStudent, t: SeedTarget): boolean => {
    switch (t.kind) {
      case "GRADE":
        return s.company === item.company && s.grade === t.value;
      case "TEACHER":
        return s.company === item.company && s.teacher === t.value;
      case "STUDENT":
        return s.externalId === t.externalId;
      case "SCHOOL":
        return s.company === t.company;
      case "DISTRICT":
        return companyOf(s.company).parent === t.company;
      case "GROUP": {
        const group = DEMO_STUDENT_GROUPS.find((g) => g.name === t.group);
        if (!group) throw new Error(`unknown demo group ${t.group}`);
        if (!group.isSmart) return (group.members as readonly string[]).includes(s.externalId);
        return (
          (group.rules.schools as readonly string[]).includes(s.company) &&
          (group.rules.grades as readonly string[]).includes(s.grade ?? "")
        );
      }
    }
  };
  return students.filter((s) => targets.some((t) => matches(s, t)));
}

function orderables(students: readonly SeedStudent[]): Orderable[] {
  const rates = (accountName: string) => {
    const account = DEMO_SETTLEMENT_ACCOUNTS.find((a) => a.name === accountName);
    if (!account) throw new Error(`unknown demo settlement account ${accountName}`);
    return { cardRateHundredths: account.cardRateHundredths, cardFixedFeeCents: account.cardFixedFeeCents };
  };
  // The first demo items predate this catalogue: plain fixed-price items without fees or tax.
  const first: Orderable[] = DEMO_ITEMS.map((item) => ({
    company: item.company,
    code: item.code,
    amountType: "FIXED",
    amountCents: item.amountCents,
    feeType: "NONE",
    feeCents: 0,
    taxRateHundredths: 0,
    shippingCents: 0,
    ...rates(item.account),
    flatFeeCents: flatFee(item.company),
    students: companyOf(item.company).kind === "SCHOOL" ? students.filter((s) => s.company === item.company) : [],
    hidden: false,
    guestOnly: false,
    maxQuantity: item.company === "vendor" ? 3 : 1,
  }));
  const sellable = DEMO_CATALOGUE.filter(
    (item) => item.state === "active" || item.state === "hidden" || item.state === "guestOnly",
  );
  const rest: Orderable[] = sellable.map((item) => ({
    company: item.company,
    code: item.code,
    amountType: item.amountType ?? "FIXED",
    amountCents: item.amountCents,
    feeType: item.feeType ?? "NONE",
    feeCents: item.feeCents ?? 0,
    taxRateHundredths: demoItemTaxRate(item),
    shippingCents: item.shippingCents ?? 0,
    ...rates(item.account),
    flatFeeCents: flatFee(item.company),
    students: item.state === "guestOnly" ? [] : eligibleStudents(item, students),
    hidden: item.state === "hidden",
    guestOnly: item.state === "guestOnly",
    maxQuantity: item.type === "EVENT" || item.company === "vendor" ? 4 : item.includeTax ? 2 : 1,
  }));
  return [...first, ...rest];
}

function unitPrice(item: Orderable, rng: Prng): number {
  if (item.amountType === "OPEN") return item.amountCents > 0 ? item.amountCents : rng.pick(OPEN_AMOUNTS_CENTS);
  if (item.amountType === "AOPEN") return item.amountCents + rng.pick(AOPEN_EXTRA_CENTS);
  return item.amountCents;
}

function planLine(item: Orderable, student: SeedStudent | null, rng: Prng, quantity = rng.int(1, item.maxQuantity)): PlannedLine {
  const base = {
    amountCents: unitPrice(item, rng),
    quantity,
    taxPercentHundredths: item.taxRateHundredths,
    shippingCents: item.shippingCents,
    cardRateHundredths: item.cardRateHundredths,
    cardFixedFeeCents: item.cardFixedFeeCents,
  };
  const suggestedFeeCents =
    item.feeType === "SUGGESTED" ? computeItemTotals({ ...base, feeType: "Calculated" }).cents.fee : undefined;
  const totals = computeItemTotals({
    ...base,
    feeType: feeTypeMap.fromDb(item.feeType),
    feeCents: item.feeCents,
    suggestedFeeCents,
  });
  const flat = item.feeType === "NONE" ? item.flatFeeCents : 0;
  return {
    itemCode: item.code,
    studentExternalId: student?.externalId ?? null,
    quantity,
    amountCents: base.amountCents,
    taxCents: totals.cents.tax,
    shippingCents: totals.cents.shipping,
    feeCents: totals.cents.fee + flat,
    totalCents: totals.cents.total + flat,
  };
}

function payerFor(student: SeedStudent | null, rng: Prng): { name: string; email: string } {
  const parent = student?.parentEmail ? DEMO_USERS.find((u) => u.email === student.parentEmail) : undefined;
  if (parent) return { name: `${parent.firstName} ${parent.lastName}`, email: parent.email };
  const first = rng.pick(PAYER_FIRST_NAMES);
  const last = student?.lastName ?? rng.pick(PAYER_LAST_NAMES);
  return { name: `${first} ${last}`, email: `${first}.${last}@example.test`.toLowerCase() };
}

function planOrder(company: string, items: readonly Orderable[], rng: Prng): PlannedOrder {
  const firstItem = rng.pick(items);
  const lineCount = firstItem.guestOnly ? 1 : rng.pick([1, 1, 1, 1, 1, 1, 1, 2, 2, 3]);
  const chosen = [firstItem];
  for (let attempt = 0; chosen.length < lineCount && attempt < 10; attempt++) {
    const next = rng.pick(items);
    if (!next.guestOnly && !chosen.includes(next)) chosen.push(next);
  }
  const students = chosen.map((item) => (item.students.length > 0 ? rng.pick(item.students) : null));
  const lines = chosen.map((item, i) => planLine(item, students[i] ?? null, rng));
  const payer = payerFor(students[0] ?? null, rng);
  const source: OrderSource = firstItem.guestOnly
    ? "ONLINE"
    : chosen.some((i) => i.hidden) || rng.chance(0.3)
      ? "TERMINAL"
      : "ONLINE";
  const roll = rng.next();
  const status: OrderStatus = roll < 0.05 ? "REFUNDED" : roll < 0.11 ? "PARTIAL" : "PAID";
  const totalCents = lines.reduce((sum, line) => sum + line.totalCents, 0);
  const paidCents = status === "PAID" ? totalCents : status === "PARTIAL" ? Math.floor(totalCents / 2) : 0;
  const minutesAgo = rng.int(0, DEMO_ORDER_DAYS - 1) * 1440 + rng.int(5, 1435);
  const payerEmail = source === "TERMINAL" && rng.chance(0.5) ? null : payer.email;
  return {
    company,
    source,
    status,
    payerName: payer.name,
    payerEmail,
    payerUserEmail: source === "ONLINE" ? parentAccountOf(payer.email) : null,
    takenByEmail: source === "TERMINAL" ? TERMINAL_STAFF[company] ?? null : null,
    minutesAgo,
    totalCents,
    paidCents,
    lines,
  };
}

/** Who takes terminal payments in each demo company. */
const TERMINAL_STAFF: Readonly<Record<string, string>> = {
  lincoln: "office@demo.test",
  district: "district@demo.test",
  vendor: "vendor@demo.test",
  business: "business@demo.test",
};

function parentAccountOf(email: string): string | null {
  return DEMO_USERS.some((u) => u.kind === "PARENT" && u.email === email) ? email : null;
}

export const DEMO_PARTIAL_ORDER_PAYER = { name: "Morgan Rivera", email: "morgan.rivera@example.test" } as const;
const DEMO_PARTIAL_ORDER_SEED = 20_261_124;

/** The recent partial authorization still due at Lincoln's terminal: two PE shirts for a student. */
function plannedPartialOrder(items: readonly Orderable[]): PlannedOrder {
  const shirt = items.find((item) => item.code === "LHS-SHIRT-2026");
  // A student of another family than the demo parent's, whose payer is not a demo account.
  const student = shirt?.students.find((s) => !s.parentEmail);
  if (!shirt || !student) throw new Error("the demo partial order needs LHS-SHIRT-2026 and a student without a demo parent");
  const lines = [planLine(shirt, student, createPrng(DEMO_PARTIAL_ORDER_SEED), 2)];
  const totalCents = lines[0]!.totalCents;
  return {
    company: "lincoln",
    source: "TERMINAL",
    status: "PARTIAL",
    payerName: DEMO_PARTIAL_ORDER_PAYER.name,
    payerEmail: DEMO_PARTIAL_ORDER_PAYER.email,
    payerUserEmail: null,
    takenByEmail: TERMINAL_STAFF.lincoln!,
    minutesAgo: 45,
    inOpenBatch: true,
    totalCents,
    paidCents: halfApproved(totalCents).approvedCents,
    lines,
  };
}

/** The demo orders, oldest first, and the units each item sold. */
export function planDemoOrders(): DemoOrderPlan {
  const rng = createPrng(DEMO_ORDER_SEED);
  const all = orderables(demoStudents());
  const orders: PlannedOrder[] = [];
  for (const [company, count] of Object.entries(ORDERS_PER_COMPANY)) {
    const items = all.filter((item) => item.company === company);
    for (let i = 0; i < count; i++) orders.push(planOrder(company, items, rng));
  }
  orders.push(plannedPartialOrder(all.filter((item) => item.company === "lincoln")));
  orders.sort((a, b) => b.minutesAgo - a.minutesAgo);
  const soldByCode = new Map<string, number>();
  for (const order of orders) {
    if (order.status === "REFUNDED") continue;
    for (const line of order.lines) soldByCode.set(line.itemCode, (soldByCode.get(line.itemCode) ?? 0) + line.quantity);
  }
  return { orders, soldByCode };
}
