/**
 * Monitors and support contacts in the demo data (docs/product/demo-and-production.md): Lincoln High's two
 * support contacts and one monitor watching its postbacks (an error when one FAILED, a note when
 * one is SENT), never run yet: the job queue's first run reads the seeded postbacks.
 */
import type { DbTx } from "@paydesk/db";

export const DEMO_SUPPORT_CONTACTS = [
  { email: "it-desk@lincoln.demo.test", name: "Lincoln IT desk" },
  { email: "bookkeeper@lincoln.demo.test", name: "Lincoln bookkeeper" },
] as const;

export async function seedMonitors(tx: DbTx, refs: { companyId(key: string): number }): Promise<void> {
  const companyId = refs.companyId("lincoln");
  await tx.supportContact.createMany({ data: DEMO_SUPPORT_CONTACTS.map((contact) => ({ companyId, ...contact })) });
  await tx.monitor.create({
    data: {
      companyId,
      hasProcess: true,
      processPattern: "/^postbacks\\./",
      errorQueries: ["FAILED"],
      infoQueries: ["SENT"],
      contactEmail: DEMO_SUPPORT_CONTACTS[0].email,
      contact2Email: DEMO_SUPPORT_CONTACTS[1].email,
      level: 3,
    },
  });
}
