/**
 * Nobody gets more than they hold, on the administrators screen: an administrator whose role
 * grants only the settings may not give anyone (themselves included) a role carrying more, may
 * not set, reset or e-mail a reset for the password of — nor edit — an administrator holding more,
 * and so cannot go on to refund an order. What they do hold they may still hand out, and a
 * generated password still comes back for an administrator they may manage.
 */
import { outboxTransport } from "@paydesk/services";
import {
  describeDb,
  expectTRPCError,
  uniqueEmail,
  type FixtureCompany,
  type FixtureUser,
} from "@paydesk/tests/harness";
import { ACL_MESSAGES, ADMIN_MESSAGES, AUTH_MESSAGES, type TAdminFieldsInput } from "@paydesk/validators";
import { beforeAll, describe, expect, it } from "vitest";
import { key, module, refundsSetup } from "@paydesk/tests/shop-callers";
import { callerFor } from "@paydesk/tests/callers";

const MASTER_ADMINISTRATOR = 1;

describeDb("administrators: nobody gets more than they hold", (t) => {
  const setup = refundsSetup(t);

  let shop: Awaited<ReturnType<typeof setup.shop>>;
  let school: FixtureCompany;
  let settingsRole: { id: number };
  let settingsAdmin: FixtureUser;
  let caller: ReturnType<typeof callerFor>;
  let master: FixtureUser;

  beforeAll(async () => {
    shop = await setup.shop();
    school = shop.school;
    settingsRole = await t.fixtures.role(school, ["settings.manage"]);
    settingsAdmin = await t.fixtures.user({
      company: school,
      permissions: [],
      roleIds: [settingsRole.id],
      label: "settings-only",
    });
    caller = callerFor(t.db, await t.fixtures.actor(settingsAdmin), { mail: outboxTransport, appUrl: "http://paydesk.test" });
    master = await t.fixtures.user({ company: school, permissions: [], roleIds: [MASTER_ADMINISTRATOR], label: "master" });
  });

  const fields = (company: FixtureCompany, roleIds: number[], extra: Partial<TAdminFieldsInput> = {}): TAdminFieldsInput => ({
    companyId: company.id,
    roleIds,
    firstName: "Mallory",
    lastName: "Admin",
    email: uniqueEmail("escalation"),
    applications: ["school"],
    ...extra,
  });
  const rolesOf = async (userId: number) =>
    (await t.db.userRole.findMany({ where: { userId }, orderBy: { roleId: "asc" } })).map((r) => r.roleId);
  const hashOf = async (userId: number) => (await t.db.user.findUniqueOrThrow({ where: { id: userId } })).passwordHash;

  const expectRefusal = (work: Promise<unknown>, message: string) => expectTRPCError(work, "FORBIDDEN", message);

  describe("roles", () => {
    it("refuses a new administrator with the Master Administrator role, and creates nobody", async () => {
      const admin = fields(school, [MASTER_ADMINISTRATOR]);
      await expectRefusal(
        caller.administrators.create({ module, admin, password: { passwordMode: "generate" } }),
        ACL_MESSAGES.cannotGrant,
      );
      expect(await t.db.user.count({ where: { emailNormalized: admin.email.toLowerCase() } })).toBe(0);
    });

    it("refuses giving themselves the Master Administrator role", async () => {
      const self = await caller.administrators.get({ module, userId: settingsAdmin.id });
      const admin = fields(school, [settingsRole.id, MASTER_ADMINISTRATOR], {
        email: self.email,
        firstName: self.firstName,
        lastName: self.lastName,
      });
      await expectRefusal(caller.administrators.update({ module, userId: settingsAdmin.id, admin }), ACL_MESSAGES.cannotGrant);
      expect(await rolesOf(settingsAdmin.id)).toEqual([settingsRole.id]);
    });

    it("refuses giving it to an administrator they may otherwise edit", async () => {
      const peer = await t.fixtures.user({ company: school, permissions: [], roleIds: [settingsRole.id], label: "peer" });
      const admin = fields(school, [settingsRole.id, MASTER_ADMINISTRATOR], { email: peer.email });
      await expectRefusal(caller.administrators.update({ module, userId: peer.id, admin }), ACL_MESSAGES.cannotGrant);
      expect(await rolesOf(peer.id)).toEqual([settingsRole.id]);
    });

    it("still creates an administrator on a role they hold, with the generated password in the answer", async () => {
      const admin = fields(school, [settingsRole.id]);
      const created = await caller.administrators.create({ module, admin, password: { passwordMode: "generate" } });
      expect(created.admin.roles.map((r) => r.id)).toEqual([settingsRole.id]);
      expect(created.password).toEqual(expect.any(String));
    });
  });

  describe("the Master Administrator's account", () => {
    it("refuses setting their password, and the password stays", async () => {
      const before = await hashOf(master.id);
      await expectRefusal(
        caller.administrators.setPassword({ module, userId: master.id, passwordMode: "generate" }),
        ADMIN_MESSAGES.cannotManage,
      );
      await expectRefusal(
        caller.administrators.setPassword({
          module,
          userId: master.id,
          passwordMode: "manual",
          password: "Taken-Over-1",
          sendEmail: true,
        }),
        ADMIN_MESSAGES.cannotManage,
      );
      expect(await hashOf(master.id)).toBe(before);
    });

    it("refuses e-mailing them a reset link", async () => {
      await expectRefusal(caller.auth.forgotPassword({ email: master.email }), ADMIN_MESSAGES.cannotManage);
      expect(await t.db.passwordResetToken.count({ where: { userId: master.id } })).toBe(0);
    });

    it("refuses editing them (a new e-mail would take the account over), and demoting them", async () => {
      await expectRefusal(
        caller.administrators.update({
          module,
          userId: master.id,
          admin: fields(school, [MASTER_ADMINISTRATOR], { email: uniqueEmail("takeover") }),
        }),
        ADMIN_MESSAGES.cannotManage,
      );
      await expectRefusal(
        caller.administrators.update({
          module,
          userId: master.id,
          admin: fields(school, [settingsRole.id], { email: master.email }),
        }),
        ADMIN_MESSAGES.cannotManage,
      );
      expect(await rolesOf(master.id)).toEqual([MASTER_ADMINISTRATOR]);
    });

    it("still sets the password of an administrator holding no more than they do, and answers it", async () => {
      const viewer = await t.fixtures.user({ company: school, permissions: ["settings.view"], label: "viewer" });
      const answer = await caller.administrators.setPassword({ module, userId: viewer.id, passwordMode: "generate" });
      expect(answer.password).toEqual(expect.any(String));
      expect(answer.password.length).toBeGreaterThan(7);
    });
  });

  it("leaves them unable to refund an order after all of it", async () => {
    const order = await setup.cashOrder(shop);
    await expectTRPCError(
      caller.refunds.create({
        module,
        orderId: order.orderId,
        paymentId: order.payment.id,
        amountCents: 100,
        reason: "Escalated",
        idempotencyKey: key(),
      }),
      "FORBIDDEN",
      AUTH_MESSAGES.accessDenied,
    );
    expect(await t.db.refund.count({ where: { paymentId: order.payment.id } })).toBe(0);
  });
});
