/**
 * Service alerts and the go-live checklist in the demo data (docs/product/demo-and-production.md): an alert
 * for everyone, one for the district and its schools, one for Lincoln High only, one that ended;
 * Lincoln High's checklist half done (its payee, active items and payments complete three
 * computed steps, and one manual step is ticked). Deterministic; dates move with `now`. The banner
 * shows them on every staff page, so their words avoid the menus' labels (other pages' tests find
 * links and text by name).
 */
import type { DbTx, Prisma } from "@paydesk/db";

export interface AlertsSeedRefs {
  now: Date;
  companyId(key: string): number;
  userId(email: string): number;
}

const DAY_MS = 86_400_000;

export async function seedAlertsAndGoLive(tx: DbTx, refs: AlertsSeedRefs): Promise<void> {
  const author = refs.userId("control@demo.test");
  const at = (days: number) => new Date(refs.now.getTime() + days * DAY_MS);
  const alerts: Omit<Prisma.ServiceAlertCreateManyInput, "createdById">[] = [
    {
      title: "Scheduled maintenance on Sunday",
      message: "Payments may be unavailable for up to 30 minutes on Sunday between 2 and 4 am Central time.",
      type: "warning",
      audience: "EVERYONE",
      startsAt: at(-1),
      endsAt: at(6),
    },
    {
      title: "A few steps left before going live",
      message: "Families cannot pay online until a few more steps are done.",
      type: "info",
      itemUrl: "/school/promote/glsteps",
      itemTitle: "See what is left to do",
      audience: "SUBTREE",
      companyId: refs.companyId("district"),
      // For whoever runs the checklist: untrue and of no use to the office staff at the counter.
      readerPermission: "promote.manage",
      startsAt: at(-2),
    },
    {
      title: "New: pay on a schedule",
      message: "Families can now pay an item on a schedule with a saved card.",
      type: "feature",
      itemUrl: "/school/series",
      itemTitle: "See what is new",
      audience: "COMPANY",
      companyId: refs.companyId("lincoln"),
      readerPermission: "items.manage",
      startsAt: at(-3),
    },
    {
      title: "Card payments restored",
      message: "Card payments were slow for an hour this morning; everything works again.",
      type: "outage",
      audience: "EVERYONE",
      startsAt: at(-12),
      endsAt: at(-11),
    },
  ];
  await tx.serviceAlert.createMany({ data: alerts.map((alert) => ({ ...alert, createdById: author })) });
  await tx.goLiveStep.create({
    data: {
      companyId: refs.companyId("lincoln"),
      name: "profile",
      completedById: refs.userId("school@demo.test"),
      completedAt: at(-5),
    },
  });
}
