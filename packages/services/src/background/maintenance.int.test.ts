import { createTestContext, describeDb, uniqueSuffix } from "@paydesk/tests/harness";
import { expect, it } from "vitest";
import { UPLOAD_RETENTION_DAYS } from "../uploads/core/maintenance.ts";
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

  it("purges upload batches untouched for a week with their staged rows, never one being processed", async () => {
    const now = new Date();
    const old = new Date(now.getTime() - UPLOAD_RETENTION_DAYS * 24 * 3_600_000 - 60_000);
    const user = await t.fixtures.user();
    const batch = (status: "STAGING" | "DONE" | "PROCESSING" | "QUEUED" | "FAILED", label: string) =>
      t.db.uploadBatch.create({
        data: { tableKey: `purge-${label}-${uniqueSuffix()}`, kind: "items", companyId: user.companyId, createdBy: user.id, status, rows: { create: [{ rowNo: 1, data: { a: "1" } }] } },
      });
    const made = {
      oldStaging: await batch("STAGING", "old-staging"),
      oldDone: await batch("DONE", "old-done"),
      oldFailed: await batch("FAILED", "old-failed"),
      oldProcessing: await batch("PROCESSING", "old-processing"),
      oldQueued: await batch("QUEUED", "old-queued"),
      recentStaging: await batch("STAGING", "recent-staging"),
    };
    const aged = [made.oldStaging, made.oldDone, made.oldFailed, made.oldProcessing, made.oldQueued].map((b) => b.id);
    await t.db.$executeRaw`UPDATE upload_batches SET updated_at = ${old} WHERE id = ANY(${aged})`;

    const purged = await purgeExpiredRows(createTestContext(t.db, null, { now: () => now }));

    expect(purged.uploadBatches).toBeGreaterThanOrEqual(3);
    const ids = Object.values(made).map((b) => b.id);
    const left = await t.db.uploadBatch.findMany({ where: { id: { in: ids } }, select: { id: true }, orderBy: { id: "asc" } });
    expect(left.map((b) => b.id)).toEqual([made.oldProcessing.id, made.oldQueued.id, made.recentStaging.id]);
    expect(await t.db.uploadRow.count({ where: { batchId: { in: ids } } })).toBe(3);
  });
});
