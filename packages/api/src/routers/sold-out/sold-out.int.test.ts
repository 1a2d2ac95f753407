/**
 * Sold-out messages (docs/product/items-and-fees.md)
 * through createCaller: list, create, remove un-sets items.
 */
import { describeDb, expectTRPCError } from "@paydesk/tests/harness";
import { AUTH_MESSAGES, ITEM_FORM_MESSAGES, ITEM_MESSAGES } from "@paydesk/validators";
import { expect, it } from "vitest";
import { builderSetup, school } from "@paydesk/tests/builder-site";
import { callerFor } from "@paydesk/tests/callers";

describeDb("soldOut router", (t) => {
  const { adminAt, site, readyForm, lastAudit } = builderSetup(t);

  it("answers 401 signed out and 403 to a viewer that tries to change", async () => {
    const s = await site();
    await expectTRPCError(callerFor(t.db, null).soldOut.list({ module: school }), "UNAUTHORIZED", AUTH_MESSAGES.notSignedIn);
    const viewer = await adminAt(s.company, { roleIds: [], permissions: ["items.view"] });
    expect(await viewer.caller.soldOut.list({ module: school })).toHaveLength(1);
    await expectTRPCError(viewer.caller.soldOut.create({ module: school, text: "x" }), "FORBIDDEN");
    await expectTRPCError(viewer.caller.soldOut.remove({ module: school, soldOutMessageId: s.own.soldOut.id }), "FORBIDDEN");
  });

  it("creates a message for the company, requiring its text", async () => {
    const s = await site();
    await expectTRPCError(
      s.master.caller.soldOut.create({ module: school, text: "  " }),
      "BAD_REQUEST",
      ITEM_FORM_MESSAGES.soldOutTextRequired,
    );
    const created = await s.master.caller.soldOut.create({ module: school, text: "Come back in spring" });
    expect(created).toMatchObject({ text: "Come back in spring", itemCount: 0 });
    expect((await t.db.soldOutMessage.findUniqueOrThrow({ where: { id: created.id } })).companyId).toBe(s.company.id);
    expect((await s.master.caller.soldOut.list({ module: school })).map((m) => m.text)).toEqual([
      "All gone for this year",
      "Come back in spring",
    ]);
    expect(await lastAudit("soldout.created", created.id)).toMatchObject({ actorId: s.master.user.id, companyId: s.company.id });
    await expectTRPCError(s.master.caller.soldOut.create({ module: school, companyId: s.sibling.id, text: "x" }), "FORBIDDEN");
  });

  it("removes a message, un-setting it on the items that showed it", async () => {
    const s = await site();
    const item = await s.master.caller.itemBuilder.create(readyForm(s, { soldOutMessageId: s.own.soldOut.id }));
    expect((await s.master.caller.soldOut.list({ module: school }))[0]?.itemCount).toBe(1);
    const removed = await s.master.caller.soldOut.remove({ module: school, soldOutMessageId: s.own.soldOut.id });
    expect(removed).toEqual({ soldOutMessageId: s.own.soldOut.id, unsetOnItems: 1 });
    expect((await t.db.item.findUniqueOrThrow({ where: { id: item.itemId } })).soldOutMessageId).toBeNull();
    expect(await lastAudit("soldout.deleted", s.own.soldOut.id)).toMatchObject({ before: { text: "All gone for this year" } });
    await expectTRPCError(
      s.master.caller.soldOut.remove({ module: school, soldOutMessageId: s.own.soldOut.id }),
      "NOT_FOUND",
      ITEM_MESSAGES.soldOutRemoveFailed,
    );
  });

  it("leaves another company's messages alone", async () => {
    const s = await site();
    await expectTRPCError(s.master.caller.soldOut.remove({ module: school, soldOutMessageId: s.other.soldOut.id }), "FORBIDDEN");
    expect(await t.db.soldOutMessage.findUnique({ where: { id: s.other.soldOut.id } })).not.toBeNull();
  });
});
