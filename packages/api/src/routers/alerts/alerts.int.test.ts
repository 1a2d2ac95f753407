import { describeDb, expectTRPCError, type FixtureCompany, type FixtureUser } from "@paydesk/tests/harness";
import { ALERT_MESSAGES, ALERT_TIMINGS, AUTH_MESSAGES, type TAlertFields } from "@paydesk/validators";
import { beforeAll, describe, expect, it } from "vitest";
import { callerAs, callerFor } from "@paydesk/tests/callers";

describeDb("alerts", (t) => {
  const module = "school" as const;
  let district: FixtureCompany;
  let school: FixtureCompany;
  let sibling: FixtureCompany;
  let control: FixtureUser;
  let schoolAdmin: FixtureUser;
  let districtAdmin: FixtureUser;
  let siblingAdmin: FixtureUser;
  async function create(fields: Partial<TAlertFields> & Pick<TAlertFields, "audience">) {
    const caller = await callerAs(t.db, control);
    return caller.alerts.create({ module, title: "Heads up", message: "Something to know.", type: "info", ...fields });
  }
  async function messageIds(user: FixtureUser, now?: () => Date) {
    return (await (await callerAs(t.db, user, { now })).alerts.messages({ module })).map((m) => m.alertId);
  }

  beforeAll(async () => {
    district = await t.fixtures.company({ kind: "DISTRICT" });
    school = await t.fixtures.company({ kind: "SCHOOL", parent: district });
    sibling = await t.fixtures.company({ kind: "SCHOOL" });
    control = await t.fixtures.user({ kind: "CONTROL", label: "alerts-control" });
    schoolAdmin = await t.fixtures.user({ company: school, label: "alerts-school" });
    districtAdmin = await t.fixtures.user({ company: district, label: "alerts-district" });
    siblingAdmin = await t.fixtures.user({ company: sibling, label: "alerts-sibling" });
  });

  describe("audiences", () => {
    it("reaches one company, a subtree or everyone, and nobody else", async () => {
      const forSchool = await create({ audience: "company", companyId: school.id, title: "School only" });
      const forDistrict = await create({ audience: "subtree", companyId: district.id, title: "District and below" });
      const forAll = await create({ audience: "everyone", title: "Everyone" });
      const mine = (ids: number[]) =>
        ids.filter((id) => [forSchool.alertId, forDistrict.alertId, forAll.alertId].includes(id)).sort();

      expect(mine(await messageIds(schoolAdmin))).toEqual([forSchool.alertId, forDistrict.alertId, forAll.alertId].sort());
      expect(mine(await messageIds(districtAdmin))).toEqual([forDistrict.alertId, forAll.alertId].sort());
      expect(mine(await messageIds(siblingAdmin))).toEqual([forAll.alertId]);

      const siblingCaller = await callerAs(t.db, siblingAdmin);
      const listed = (await siblingCaller.alerts.list({ module })).map((a) => a.alertId);
      expect(listed).toContain(forAll.alertId);
      expect(listed).not.toContain(forSchool.alertId);
      await expectTRPCError(
        siblingCaller.alerts.get({ module, alertId: forSchool.alertId }),
        "NOT_FOUND",
        ALERT_MESSAGES.unknown,
      );
      expect((await (await callerAs(t.db, schoolAdmin)).alerts.get({ module, alertId: forSchool.alertId })).companyName).toBe(
        school.name,
      );
    });

    it("answers the documented message fields", async () => {
      const alert = await create({
        audience: "company",
        companyId: sibling.id,
        type: "feature",
        itemUrl: "/school/items/list",
        itemTitle: "See the items",
      });
      const message = (await (await callerAs(t.db, siblingAdmin)).alerts.messages({ module })).find(
        (m) => m.alertId === alert.alertId,
      );
      expect(message).toEqual({
        alertId: alert.alertId,
        title: "Heads up",
        message: "Something to know.",
        type: "feature",
        itemUrl: "/school/items/list",
        itemTitle: "See the items",
      });
    });

    it("shows an alert only within its window", async () => {
      const start = new Date(Date.now() + 3_600_000);
      const later = await create({
        audience: "company",
        companyId: sibling.id,
        startsAt: start,
        endsAt: new Date(start.getTime() + 3_600_000),
      });
      expect(await messageIds(siblingAdmin)).not.toContain(later.alertId);
      await expectTRPCError((await callerAs(t.db, siblingAdmin)).alerts.get({ module, alertId: later.alertId }), "NOT_FOUND");
      expect(await messageIds(siblingAdmin, () => new Date(start.getTime() + 60_000))).toContain(later.alertId);
      expect(await messageIds(siblingAdmin, () => new Date(start.getTime() + 3_600_000))).not.toContain(later.alertId);
    });
  });

  describe("acknowledge", () => {
    it("hides a seen message for 172800 s, then shows it again while it runs", async () => {
      const alert = await create({ audience: "company", companyId: school.id });
      const seenAt = Date.now();
      const caller = await callerAs(t.db, schoolAdmin, { now: () => new Date(seenAt) });
      expect(await caller.alerts.acknowledge({ module, alertId: alert.alertId, acknowledge: true, type: "seen" })).toMatchObject({
        message: ALERT_MESSAGES.acknowledged,
        answer: { type: "seen" },
      });
      expect(await messageIds(schoolAdmin, () => new Date(seenAt + 1000))).not.toContain(alert.alertId);
      expect(await messageIds(schoolAdmin, () => new Date(seenAt + (ALERT_TIMINGS.seenSeconds - 1) * 1000))).not.toContain(
        alert.alertId,
      );
      expect(await messageIds(schoolAdmin, () => new Date(seenAt + ALERT_TIMINGS.seenSeconds * 1000))).toContain(alert.alertId);
      // Someone else at the same school still has it.
      expect(await messageIds(await t.fixtures.user({ company: school, label: "alerts-colleague" }))).toContain(alert.alertId);
    });

    it("hides a dismissed message for good; a later seen does not bring it back", async () => {
      const alert = await create({ audience: "company", companyId: school.id });
      const caller = await callerAs(t.db, schoolAdmin);
      await caller.alerts.acknowledge({ module, alertId: alert.alertId, acknowledge: true, type: "dismissed" });
      await caller.alerts.acknowledge({ module, alertId: alert.alertId, acknowledge: true, type: "seen" });
      expect(await messageIds(schoolAdmin, () => new Date(Date.now() + 10 * ALERT_TIMINGS.seenSeconds * 1000))).not.toContain(
        alert.alertId,
      );
      const row = await t.db.alertAcknowledgement.findUniqueOrThrow({
        where: { alertId_userId: { alertId: alert.alertId, userId: schoolAdmin.id } },
      });
      expect(row.type).toBe("dismissed");
      expect((await caller.alerts.get({ module, alertId: alert.alertId })).answer?.type).toBe("dismissed");
    });

    it("refuses an alert not addressed to the user (404), an unknown one, and a bad type", async () => {
      const alert = await create({ audience: "company", companyId: school.id });
      const sibling = await callerAs(t.db, siblingAdmin);
      await expectTRPCError(
        sibling.alerts.acknowledge({ module, alertId: alert.alertId, acknowledge: true, type: "seen" }),
        "NOT_FOUND",
        ALERT_MESSAGES.unknown,
      );
      await expectTRPCError(
        sibling.alerts.acknowledge({ module, alertId: 2_000_000_000, acknowledge: true, type: "seen" }),
        "NOT_FOUND",
      );
      await expectTRPCError(
        sibling.alerts.acknowledge({ module, alertId: alert.alertId, acknowledge: true, type: "info" as "seen" }),
        "BAD_REQUEST",
        ALERT_MESSAGES.badAckType,
      );
      expect(await t.db.alertAcknowledgement.count({ where: { alertId: alert.alertId } })).toBe(0);
    });
  });

  describe("create", () => {
    it("is for control staff only, and audits who wrote it", async () => {
      const admin = await callerAs(t.db, schoolAdmin);
      await expectTRPCError(
        admin.alerts.create({ module, title: "x", message: "y", type: "info", audience: "everyone" }),
        "FORBIDDEN",
        AUTH_MESSAGES.accessDenied,
      );
      const alert = await create({ audience: "everyone", title: "Audited" });
      expect(alert.createdBy).toMatch(/alerts-control/);
      expect(
        await t.db.auditEvent.count({
          where: { action: "service_alert.created", entityId: String(alert.alertId), actorId: control.id },
        }),
      ).toBe(1);
    });

    it("needs a company unless it is for everyone, and one that exists", async () => {
      const caller = await callerAs(t.db, control);
      const base = { module, title: "t", message: "m", type: "info" } as const;
      await expectTRPCError(
        caller.alerts.create({ ...base, audience: "subtree" }),
        "BAD_REQUEST",
        ALERT_MESSAGES.companyRequired,
      );
      await expectTRPCError(
        caller.alerts.create({ ...base, audience: "company", companyId: 2_000_000_000 }),
        "BAD_REQUEST",
        ALERT_MESSAGES.unknownCompany,
      );
      // For everyone, a company sent along is ignored.
      expect((await caller.alerts.create({ ...base, audience: "everyone", companyId: school.id })).companyId).toBeNull();
    });
  });

  describe("the messages cache (1800 s, emptied on create)", () => {
    it("shows an alert created through the service at once, one written behind its back only after the cache expires", async () => {
      const now = Date.now();
      const at = (ms: number) => () => new Date(now + ms);
      await messageIds(siblingAdmin, at(0)); // fills the cache
      const sneaked = await t.db.serviceAlert.create({
        data: {
          title: "Sneaked",
          message: "m",
          type: "info",
          audience: "COMPANY",
          companyId: sibling.id,
          createdById: control.id,
          startsAt: new Date(now - 1000),
        },
      });
      expect(await messageIds(siblingAdmin, at(1000))).not.toContain(sneaked.id);
      expect(await messageIds(siblingAdmin, at(ALERT_TIMINGS.messagesCacheSeconds * 1000 + 1000))).toContain(sneaked.id);

      const sneakedAgain = await t.db.serviceAlert.create({
        data: {
          title: "Sneaked 2",
          message: "m",
          type: "info",
          audience: "COMPANY",
          companyId: sibling.id,
          createdById: control.id,
          startsAt: new Date(now - 1000),
        },
      });
      const created = await create({ audience: "company", companyId: sibling.id });
      const ids = await messageIds(siblingAdmin);
      expect(ids).toContain(created.alertId);
      expect(ids).toContain(sneakedAgain.id);
    });
  });

  it("gives parents no messages and refuses the signed out", async () => {
    const parent = await t.fixtures.user({ kind: "PARENT", label: "alerts-parent" });
    await expectTRPCError((await callerAs(t.db, parent)).alerts.messages({ module: "parent" }), "FORBIDDEN");
    await expectTRPCError(callerFor(t.db, null).alerts.messages({ module }), "UNAUTHORIZED");
  });

  it("shows an alert only to the staff it is for: a reader permission, and control staff only what is for everyone", async () => {
    const office = await t.fixtures.user({ company: school, permissions: ["terminal.manage"], label: "alerts-office-readers" });
    const goLive = await create({ audience: "subtree", companyId: district.id, title: "Steps left", readerPermission: "promote.manage" });
    const notice = await create({ audience: "company", companyId: school.id, title: "For all staff" });
    const maintenance = await create({ audience: "everyone", title: "Maintenance" });
    const ours = (ids: number[]) => ids.filter((id) => [goLive.alertId, notice.alertId, maintenance.alertId].includes(id)).sort();

    expect(ours(await messageIds(schoolAdmin))).toEqual([goLive.alertId, notice.alertId, maintenance.alertId].sort());
    expect(ours(await messageIds(office))).toEqual([notice.alertId, maintenance.alertId].sort());
    expect(ours(await messageIds(control))).toEqual([maintenance.alertId]);
    // Control staff still list every alert on the alerts screen.
    const listed = (await (await callerAs(t.db, control)).alerts.list({ module })).map((a) => a.alertId);
    expect(listed).toEqual(expect.arrayContaining([goLive.alertId, notice.alertId]));
  });

  it("lists with promote.view only; office staff without it still get their messages", async () => {
    const office = await t.fixtures.user({ company: school, permissions: ["terminal.manage"], label: "alerts-office" });
    const caller = await callerAs(t.db, office);
    await expectTRPCError(caller.alerts.list({ module }), "FORBIDDEN");
    expect(Array.isArray(await caller.alerts.messages({ module }))).toBe(true);
  });
});
