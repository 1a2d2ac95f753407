/**
 * The checkout benchmark's data: a school of its own under the demo district with one payee,
 * 50 office staff (built-in role 3, Office Staff: terminal.manage) who each own a terminal cart,
 * and per run fresh items, so that the counting afterwards reads exactly this run's orders:
 * for each measured phase (the app, the bare SQL) its everyday items and, per round, one item of
 * few units that the phase sells out. Users and the school are reused by later runs.
 */
import { randomBytes } from "node:crypto";
import type { Db } from "@paydesk/db";
import { childPath } from "@paydesk/domain";
import { hashPassword } from "@paydesk/services";

export const CHECKOUT_COMPANY = "Bench Checkout Academy";
export const CHECKOUT_PAYEE = "Bench Checkout Fund";
export const STAFF_PASSWORD = "Bench-Checkout-1";
export const staffEmail = (i: number) => `bench-checkout-${String(i + 1).padStart(2, "0")}@bench.test`;

/**
 * Everyday items: a sale of several products, each with a stock so large that it never runs out
 * but is still counted, so every order runs the conditional quantity update a limited item needs
 * (and its row lock), as a ticket or uniform sale does. Several of them, so that 50 buyers do
 * not all queue on one row.
 */
const EVERYDAY_STOCK = 10_000_000;
const EVERYDAY_ITEMS = [
  { title: "Spirit Day T-Shirt", amountCents: 1250, feeCents: 50, taxRateHundredths: 825 },
  { title: "Science Lab Fee", amountCents: 3500, feeCents: 0, taxRateHundredths: 0 },
  { title: "Concert Ticket", amountCents: 800, feeCents: 25, taxRateHundredths: 825 },
  { title: "Yearbook Ad", amountCents: 4000, feeCents: 100, taxRateHundredths: 0 },
] as const;
const LIMITED_ITEM = { title: "Last Seats: Spring Musical", amountCents: 1500, feeCents: 75, taxRateHundredths: 825 };

/**
 * A phase's items, per round: each round buys its own, so the counting after a round reads that
 * round's orders only (the first full run shared the everyday items between rounds, and the
 * second round's counting took the first round's orders for unanswered ones).
 */
export interface PhaseItems {
  /** Per round, the everyday items the measured mix buys. */
  everyday: number[][];
  /** Per round, one item with `limitedUnits` units, sold out by the end of its round. */
  limited: number[];
}

export interface CheckoutData {
  companyId: number;
  payeeId: number;
  /** The 50 staff users' ids, in client order. */
  staffIds: number[];
  /** Carts the bare SQL reference fills and empties, one per client (guest carts, no cookie). */
  referenceCartIds: number[];
  app: PhaseItems;
  sql: PhaseItems;
  limitedUnits: number;
  /** This run's id, in item codes and idempotency keys. */
  runId: string;
}

async function ensureCompany(db: Db): Promise<{ companyId: number; payeeId: number }> {
  const existing = await db.company.findFirst({ where: { name: CHECKOUT_COMPANY } });
  if (existing) {
    const payee = await db.settlementAccount.findFirstOrThrow({ where: { companyId: existing.id, name: CHECKOUT_PAYEE } });
    return { companyId: existing.id, payeeId: payee.id };
  }
  const district = await db.company.findFirstOrThrow({ where: { kind: "DISTRICT" }, orderBy: { id: "asc" } });
  const created = await db.company.create({
    data: {
      kind: "SCHOOL",
      name: CHECKOUT_COMPANY,
      parentId: district.id,
      path: `pending:bench:${Date.now()}`,
      defaultTaxHundredths: 825,
    },
  });
  await db.company.update({ where: { id: created.id }, data: { path: childPath(district.path, created.id) } });
  const payee = await db.settlementAccount.create({
    data: {
      companyId: created.id,
      name: CHECKOUT_PAYEE,
      reference: "BENCH-CHK-1",
      cardRateHundredths: 295,
      cardFixedFeeCents: 30,
    },
  });
  return { companyId: created.id, payeeId: payee.id };
}

/** The staff users, created once; one password hash for all (argon2id, as the app writes it). */
async function ensureStaff(db: Db, companyId: number, clients: number): Promise<number[]> {
  const emails = Array.from({ length: clients }, (_, i) => staffEmail(i));
  const existing = await db.user.findMany({
    where: { emailNormalized: { in: emails } },
    select: { id: true, emailNormalized: true },
  });
  const missing = emails.filter((email) => !existing.some((u) => u.emailNormalized === email));
  if (missing.length > 0) {
    const passwordHash = await hashPassword(STAFF_PASSWORD);
    for (const email of missing) {
      const n = email.slice("bench-checkout-".length, email.indexOf("@"));
      await db.user.create({
        data: {
          kind: "ADMIN",
          companyId,
          email,
          emailNormalized: email,
          firstName: "Bench",
          lastName: `Cashier ${n}`,
          passwordHash,
          applications: ["SCHOOL"],
          roles: { create: [{ roleId: 3 }] },
        },
      });
    }
  }
  const users = await db.user.findMany({
    where: { emailNormalized: { in: emails } },
    select: { id: true, emailNormalized: true },
  });
  return emails.map((email) => users.find((u) => u.emailNormalized === email)!.id);
}

async function ensureReferenceCarts(db: Db, clients: number): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < clients; i++) {
    const guestKeyHash = `bench-checkout-sql-${i}`;
    const cart = await db.cart.upsert({ where: { guestKeyHash }, create: { purpose: "GUEST", guestKeyHash }, update: {} });
    ids.push(cart.id);
  }
  await db.cartLine.deleteMany({ where: { cartId: { in: ids } } });
  return ids;
}

async function createItems(
  db: Db,
  companyId: number,
  payeeId: number,
  runId: string,
  phase: string,
  rounds: number,
  limitedUnits: number,
): Promise<PhaseItems> {
  const create = async (code: string, spec: (typeof EVERYDAY_ITEMS)[number] | typeof LIMITED_ITEM, stock: number) => {
    const item = await db.item.create({
      data: {
        companyId,
        code,
        slug: code.toLowerCase(),
        title: spec.title,
        settlementAccountId: payeeId,
        amountType: "FIXED",
        amountCents: spec.amountCents,
        feeType: spec.feeCents > 0 ? "FIXED" : "NONE",
        feeCents: spec.feeCents,
        taxEnabled: spec.taxRateHundredths > 0,
        taxRateHundredths: spec.taxRateHundredths,
        quantityAvailable: stock,
      },
    });
    return item.id;
  };
  const everyday: number[][] = [];
  const limited: number[] = [];
  for (let r = 0; r < rounds; r++) {
    const round: number[] = [];
    for (const [i, spec] of EVERYDAY_ITEMS.entries())
      round.push(await create(`BCK-${runId}-${phase}-R${r}-E${i}`, spec, EVERYDAY_STOCK));
    everyday.push(round);
    limited.push(await create(`BCK-${runId}-${phase}-R${r}-L`, LIMITED_ITEM, limitedUnits));
  }
  return { everyday, limited };
}

export async function prepareCheckoutData(
  db: Db,
  options: { clients: number; rounds: number; limitedUnits: number },
): Promise<CheckoutData> {
  const { companyId, payeeId } = await ensureCompany(db);
  const staffIds = await ensureStaff(db, companyId, options.clients);
  // Terminal carts left over from an interrupted run would be paid along with this run's lines.
  await db.cartLine.deleteMany({ where: { cart: { userId: { in: staffIds } } } });
  const referenceCartIds = await ensureReferenceCarts(db, options.clients);
  const runId = randomBytes(4).toString("hex").toUpperCase();
  const make = (phase: string) => createItems(db, companyId, payeeId, runId, phase, options.rounds, options.limitedUnits);
  return {
    companyId,
    payeeId,
    staffIds,
    referenceCartIds,
    app: await make("APP"),
    sql: await make("SQL"),
    limitedUnits: options.limitedUnits,
    runId,
  };
}
