/**
 * Quick login borrows no more than the person behind it holds: a district administrator whose
 * role grants only the settings, acting as a school's Master Administrator, acts with the
 * settings alone (the rights both hold), so cannot refund that school's orders; control staff
 * acting as the same person get all of that person's rights. The audit names both people.
 */
import { ALL_PERMISSIONS } from "@paydesk/domain";
import { createSession, resolveSession } from "@paydesk/services";
import { describeDb, expectTRPCError, type FixtureCompany, type FixtureUser } from "@paydesk/tests/harness";
import { ADMIN_MESSAGES, AUTH_MESSAGES } from "@paydesk/validators";
import { beforeAll, expect, it } from "vitest";
import { key, module, refundsSetup } from "@paydesk/tests/shop-callers";
import { callerFor } from "@paydesk/tests/callers";

describeDb("quick login: the rights both people hold", (t) => {
  const setup = refundsSetup(t);
  let shop: Awaited<ReturnType<typeof setup.shop>>;
  let district: FixtureCompany;
  let districtSettings: FixtureUser;
  let master: FixtureUser;
  let control: FixtureUser;

  beforeAll(async () => {
    shop = await setup.shop();
    district = await t.fixtures.company({ kind: "DISTRICT" });
    // The shop's school, moved below the district (as Lincoln is in Springfield's).
    const path = `${district.path}${shop.school.id}/`;
    await t.db.company.update({ where: { id: shop.school.id }, data: { parentId: district.id, path } });
    shop.school.path = path;
    const settingsRole = await t.fixtures.role(district, ["settings.manage"]);
    districtSettings = await t.fixtures.user({
      company: district,
      permissions: [],
      roleIds: [settingsRole.id],
      label: "district-settings",
    });
    master = await t.fixtures.user({ company: shop.school, permissions: [], roleIds: [1], label: "school-master" });
    control = await t.fixtures.user({ kind: "CONTROL", label: "qa-control" });
  });

  /** A browser session of `user` that has switched to the school's Master Administrator. */
  async function actingAsMaster(user: FixtureUser) {
    const { token } = await createSession(t.db, { userId: user.id, ip: "10.1.2.3" });
    const caller = async () => {
      const resolved = (await resolveSession(t.db, token))!;
      return {
        actor: resolved.actor,
        caller: callerFor(t.db, resolved.actor, { session: resolved.session, ip: "10.1.2.3" }),
      };
    };
    await (await caller()).caller.masquerade.start({ target: "company", companyId: shop.school.id });
    return caller();
  }

  it("acts with the settings alone, and cannot refund the school's order", async () => {
    const order = await setup.cashOrder(shop);
    const { actor, caller } = await actingAsMaster(districtSettings);
    expect(actor).toMatchObject({ userId: master.id, realUserId: districtSettings.id, companyId: shop.school.id });
    expect([...actor.permissions].sort()).toEqual(["settings.manage", "settings.view"]);
    await expectTRPCError(
      caller.refunds.create({
        module,
        orderId: order.orderId,
        paymentId: order.payment.id,
        amountCents: 100,
        reason: "Borrowed",
        idempotencyKey: key(),
      }),
      "FORBIDDEN",
      AUTH_MESSAGES.accessDenied,
    );
    await expectTRPCError(caller.refunds.forOrder({ module, orderId: order.orderId }), "FORBIDDEN", AUTH_MESSAGES.accessDenied);
    expect(await t.db.refund.count({ where: { paymentId: order.payment.id } })).toBe(0);
  });

  it("cannot set the password of the school's other administrators holding more than the settings", async () => {
    const other = await t.fixtures.user({
      company: shop.school,
      permissions: ["reports.manage", "settings.manage"],
      label: "school-other",
    });
    const { caller } = await actingAsMaster(districtSettings);
    await expectTRPCError(
      caller.administrators.setPassword({ module, userId: other.id, passwordMode: "generate" }),
      "FORBIDDEN",
      ADMIN_MESSAGES.cannotManage,
    );
  });

  it("names both people in the audit of what it does", async () => {
    const clerk = await t.fixtures.user({ company: shop.school, permissions: ["settings.view"], label: "school-clerk" });
    const { caller } = await actingAsMaster(districtSettings);
    await caller.administrators.setPassword({ module, userId: clerk.id, passwordMode: "generate" });
    const started = await t.db.auditEvent.findFirstOrThrow({
      where: { action: "auth.masquerade_started", realActorId: districtSettings.id },
      orderBy: { id: "desc" },
    });
    const set = await t.db.auditEvent.findFirstOrThrow({ where: { action: "admin.password_set", entityId: String(clerk.id) } });
    expect([started.actorId, started.realActorId]).toEqual([master.id, districtSettings.id]);
    expect([set.actorId, set.realActorId]).toEqual([master.id, districtSettings.id]);
  });

  it("gives control staff every right of the person they act as", async () => {
    const order = await setup.cashOrder(shop);
    const { actor, caller } = await actingAsMaster(control);
    expect(actor.kind).toBe("ADMIN");
    expect([...actor.permissions].sort()).toEqual([...ALL_PERMISSIONS].sort());
    await expect(caller.refunds.forOrder({ module, orderId: order.orderId })).resolves.toBeDefined();
  });
});
