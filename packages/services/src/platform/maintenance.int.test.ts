import { createTestContext, describeDb, uniqueSuffix } from "@paydesk/tests/harness";
import { expect, it } from "vitest";
import { CHECKOUT_KEY_RETENTION_MS, purgeExpiredRows } from "./maintenance.ts";

describeDb("maintenance", (t) => {
  it("purges finished checkout keys older than the retention window, and no running or recent one", async () => {
    const scope = `test:${uniqueSuffix()}`;
    const now = new Date();
    const old = new Date(now.getTime() - CHECKOUT_KEY_RETENTION_MS - 60_000);
    const recent = new Date(now.getTime() - CHECKOUT_KEY_RETENTION_MS + 60_000);
    const row = (key: string, state: "DONE" | "RUNNING") => ({ scope, key, requestHash: "h", state });
    await t.db.checkoutRequest.createMany({
      data: [row("old-done", "DONE"), row("old-running", "RUNNING"), row("recent-done", "DONE")],
    });
    // updatedAt is set by Prisma on write; age the rows with plain SQL.
    await t.db.$executeRaw`UPDATE checkout_requests SET updated_at = ${old} WHERE scope = ${scope} AND key IN ('old-done', 'old-running')`;
    await t.db.$executeRaw`UPDATE checkout_requests SET updated_at = ${recent} WHERE scope = ${scope} AND key = 'recent-done'`;

    const purged = await purgeExpiredRows(createTestContext(t.db, null, { now: () => now }));

    expect(purged.checkoutRequests).toBeGreaterThanOrEqual(1);
    const left = await t.db.checkoutRequest.findMany({ where: { scope }, select: { key: true }, orderBy: { key: "asc" } });
    expect(left.map((r) => r.key)).toEqual(["old-running", "recent-done"]);
  });
});
