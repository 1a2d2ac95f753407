/**
 * A scheduled promotion post in the demo data (docs/product/demo-and-production.md): Lincoln High's short
 * post about the chemistry lab fee, due a week after the seed. No job is written here (the seed
 * runs before any job queue): the queue's boot sweep finds it SCHEDULED and queues it once.
 *
 * The seed knows no app URL, so the post keeps the pay-for path alone; the sender makes it
 * absolute against the job's appUrl (promotions/send.ts), the same origin requests use.
 */
import type { DbTx } from "@paydesk/db";
import { payForItemPath } from "@paydesk/domain";

export const DEMO_SCHEDULED_POST = {
  itemCode: "LHS-LAB-2026",
  message: "Chemistry lab fees are due before the first lab. Pay online in a minute:",
  daysAhead: 7,
} as const;

export async function seedPromotions(
  tx: DbTx,
  refs: { now: Date; companyId(key: string): number; userId(email: string): number; itemId(code: string): number },
): Promise<void> {
  const item = await tx.item.findUniqueOrThrow({ where: { id: refs.itemId(DEMO_SCHEDULED_POST.itemCode) }, select: { id: true, slug: true, code: true } });
  await tx.promotionPost.create({
    data: {
      companyId: refs.companyId("lincoln"),
      createdById: refs.userId("school@demo.test"),
      channel: "SHORT",
      itemId: item.id,
      message: DEMO_SCHEDULED_POST.message,
      payLink: payForItemPath(item.slug, item.code),
      state: "SCHEDULED",
      scheduledAt: new Date(refs.now.getTime() + DEMO_SCHEDULED_POST.daysAhead * 86_400_000),
    },
  });
}
