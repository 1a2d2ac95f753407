/**
 * Queued mail goes out within seconds: a monitor's error match and a collections
 * reminder queue their mail in a transaction, with a delivery job naming the rows; the job's worker
 * hands them to the real SMTP transport (a test server) right after the commit — nobody calls a
 * delivery function here, and no retry run is waited for.
 *
 * On a database of its own (created and migrated here, dropped after): other files on the shared
 * one run the retry job with a clock pinned minutes ahead, which hands every queued row to their
 * own transport — this file's messages among them.
 */
import { createTestContext, describeDb, uniqueEmail, type FixtureCompany } from "@paydesk/tests/harness";
import { createTestOrder } from "@paydesk/tests/orders";
import { useQueueWorld } from "@paydesk/tests/queue-world";
import { expect, it } from "vitest";
import { remindCollection } from "../collections/index.ts";
import { runMonitor } from "../monitors/index.ts";
import { MAIL_DELIVERY_QUEUE } from "../platform/mail/nudge.ts";
import { startMailDeliveryQueue } from "../platform/mail/queue.ts";
import { deliverQueuedNow, queueEmails } from "../platform/mail/send.ts";
import { waitUntil } from "@paydesk/tests/wait";

/**
 * How long a test waits for a message before it fails: a limit, not a measure. Only the delivery
 * queue's worker runs in this file's world (no retry job, no schedule), so a message that arrives
 * at all was handed over by the delivery job its transaction queued; and the limit stays well
 * inside the 2 minutes the retry job's hand-off waits.
 */
const PROMPTLY_MS = 60_000;

describeDb("mail: queued mail is delivered promptly", (t) => {
  const world = useQueueWorld(t, "mail_nudge", ({ pool, db, transport }) =>
    startMailDeliveryQueue(pool, { db, mail: transport, appUrl: "http://localhost:3000" }, { info: () => undefined }),
  );

  async function voidOrder(company: FixtureCompany) {
    return world.db.order.create({
      data: { companyId: company.id, source: "TERMINAL", status: "VOID", payerName: "Vic Void", totalCents: 2500, paidCents: 2500, payments: { create: { method: "CASH", amountCents: 2500 } } },
    });
  }

  it("a monitor's error match e-mails its contacts within seconds of the run", async () => {
    const company = await world.fixtures.company({ kind: "SCHOOL" });
    const [a, b] = [uniqueEmail("nudge-monitor-a"), uniqueEmail("nudge-monitor-b")];
    const voided = await voidOrder(company);
    const monitor = await world.db.monitor.create({ data: { companyId: company.id, errorQueries: ["/ VOID /"], contactEmail: a, contact2Email: b } });

    const result = await runMonitor(createTestContext(world.db, null, { mail: world.transport }), monitor.id);
    expect(result).toMatchObject({ newErrorMatches: 1, emailed: 2 });
    const [first, second] = await Promise.all([world.smtp.waitFor((m) => m.to.includes(a), PROMPTLY_MS), world.smtp.waitFor((m) => m.to.includes(b), PROMPTLY_MS)]);
    expect(first.subject).toBe(`Monitor #${monitor.id} for ${company.name}: 1 new error match`);
    expect(second.text).toContain(`Order #${voided.id} VOID`);
    await expect
      .poll(async () => (await world.db.outboundEmail.findMany({ where: { toAddress: { in: [a, b] } }, select: { status: true, attempts: true } })).map((r) => [r.status, r.attempts]))
      .toEqual([
        ["SENT", 1],
        ["SENT", 1],
      ]);
  });

  it("a collections reminder reaches the payer within seconds of the click", async () => {
    const control = await world.fixtures.actor(await world.fixtures.user({ kind: "CONTROL", label: "nudge-control" }));
    const payer = uniqueEmail("nudge-payer");
    const order = await createTestOrder(world.db, await world.fixtures.company({ kind: "SCHOOL" }), { status: "PARTIAL", payerEmail: payer });
    await remindCollection(createTestContext(world.db, control, { mail: world.transport }), { source: "PARTIAL_ORDER", sourceId: order.id });
    const mail = await world.smtp.waitFor((m) => m.to.includes(payer), PROMPTLY_MS);
    expect(mail.text).toContain("$31.00 still due");
    expect(world.smtp.to(payer)).toHaveLength(1);
  });

  it("never sends a message twice: a second delivery of the same rows, or a row claimed already, sends nothing", async () => {
    const to = uniqueEmail("nudge-twice");
    await world.db.$transaction((tx) => queueEmails(tx, [{ to, subject: "Once", text: "Only once.", purpose: "test" }]));
    await world.smtp.waitFor((m) => m.to.includes(to), PROMPTLY_MS);
    const row = await world.db.outboundEmail.findFirstOrThrow({ where: { toAddress: to } });
    await expect.poll(async () => (await world.db.outboundEmail.findUniqueOrThrow({ where: { id: row.id } })).status).toBe("SENT");
    // The same job run again (pg-boss retrying it after a crash) finds the row claimed.
    expect(await deliverQueuedNow(createTestContext(world.db, null, { mail: world.transport }), [row.id])).toBe(0);
    // Every delivery job naming the row has ended: a second message, had one been sent, is in the
    // receiver by then (a job ends only after the server accepted its mail).
    await waitUntil(
      `the delivery jobs naming outbound e-mail ${row.id} to end`,
      async () => {
        const { rows } = await world.pool.query<{ open: number }>(
          "SELECT count(*)::int AS open FROM pgboss.job WHERE name = $1 AND state IN ('created', 'retry', 'active') AND data->'outboundEmailIds' @> jsonb_build_array($2::int)",
          [MAIL_DELIVERY_QUEUE, row.id],
        );
        return rows[0]!.open;
      },
      (open) => open === 0,
    );
    expect(world.smtp.to(to)).toHaveLength(1);
  });
});
