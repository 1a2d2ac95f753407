/**
 * Paid orders to refund, made by the real checkout (card through the simulator over HTTP, cash,
 * check), and callers whose clock can be moved past the nightly settlement batch.
 */
import type { Db } from "@paydesk/db";
import { settlesAt, type Actor } from "@paydesk/domain";
import { type FixtureCompany, type TestDatabase } from "@paydesk/tests/harness";
import { CARDS, cardPayment, cashPayment, checkPayment, checkoutSetup, key, module } from "../checkout/test-checkout.ts";
import { callerFor } from "@paydesk/tests/callers";

export { CARDS, key, module };

export function refundsSetup(t: TestDatabase) {
  const checkout = checkoutSetup(t);

  /** Staff allowed to refund (reports.manage) in `company`. */
  async function manager(company: FixtureCompany) {
    const user = await t.fixtures.user({ company, label: "manager", permissions: ["reports.manage", "reports.view", "items.view"] });
    return t.fixtures.actor(user);
  }

  /** A caller for `actor` whose clock reads `now` (default: the system clock), on `db` (default the file's small pool). */
  const callerAt = (actor: Actor, now?: Date, db: Db = t.db) => callerFor(db, actor, now ? { now: () => now } : {});

  /** A paid order of one line (default 25.00) paid by `payment` through checkout; its payment row. */
  async function paidOrder(
    shop: Awaited<ReturnType<typeof checkout.shop>>,
    payment: Record<string, unknown>,
    itemOptions: Parameters<typeof checkout.item>[1] = {},
    line: Parameters<typeof checkout.addToTerminalCart>[2] = {},
  ) {
    const buyer = await checkout.clerk(shop.school);
    const item = await checkout.item(shop, itemOptions);
    await checkout.addToTerminalCart(buyer.actor.userId, item.id, line);
    const answer = await buyer.caller.checkout.terminal({ module, idempotencyKey: key(), ...payment } as never);
    const paid = await t.db.payment.findFirstOrThrow({ where: { orderId: answer.orderId } });
    return { item, orderId: answer.orderId, payment: paid, afterSettlement: new Date(settlesAt(paid.createdAt).getTime() + 60_000) };
  }

  const cardOrder = (shop: Parameters<typeof paidOrder>[0], itemOptions?: Parameters<typeof paidOrder>[2]) => paidOrder(shop, cardPayment(CARDS.visa), itemOptions);
  const cashOrder = (shop: Parameters<typeof paidOrder>[0]) => paidOrder(shop, cashPayment());
  const checkOrder = (shop: Parameters<typeof paidOrder>[0]) => paidOrder(shop, checkPayment("1042"));

  async function ledgerSum(paymentId: number) {
    const sum = await t.db.ledgerEntry.aggregate({ where: { paymentId }, _sum: { amountCents: true } });
    return sum._sum.amountCents ?? 0;
  }

  return { ...checkout, manager, callerAt, paidOrder, cardOrder, cashOrder, checkOrder, ledgerSum };
}
