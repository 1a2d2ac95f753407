/**
 * The users report (docs/product/reports-and-time-zones.md): the accounts of the actor's subtree, searched
 * and paged, and the e-mailed password reset link landing in the outbox.
 */
import type { Actor, Permission } from "@paydesk/domain";
import { describeDb, expectTRPCError, type FixtureCompany, type FixtureUser } from "@paydesk/tests/harness";
import { AUTH_MESSAGES, USERS_REPORT_MESSAGES } from "@paydesk/validators";
import { beforeAll, describe, expect, it } from "vitest";
import { callerFor } from "@paydesk/tests/callers";

describeDb("users report router", (t) => {
  let district: FixtureCompany;
  let school: FixtureCompany;
  let sister: FixtureCompany;
  let target: FixtureUser;
  let parent: FixtureUser;
  let sisterUser: FixtureUser;
  let disabled: FixtureUser;
  const actors: Record<string, Actor> = {};

  beforeAll(async () => {
    const f = t.fixtures;
    district = await f.company({ kind: "DISTRICT" });
    school = await f.company({ parent: district });
    sister = await f.company({ parent: district });
    const staff = async (company: FixtureCompany, permissions: Permission[]) => f.actor(await f.user({ company, permissions, label: "ur-staff" }));
    // Holds what the target holds: nobody resets the password of an account with rights they lack.
    actors.manager = await staff(school, ["reports.view", "settings.manage", "items.view"]);
    actors.reader = await staff(school, ["reports.view"]);
    actors.district = await staff(district, ["reports.view", "settings.manage"]);
    actors.control = await f.actor(await f.user({ kind: "CONTROL", label: "ur-control" }));
    target = await f.user({ company: school, permissions: ["items.view"], label: "ur-target" });
    parent = await f.user({ kind: "PARENT", company: school, label: "ur-parent" });
    disabled = await f.user({ company: school, permissions: ["items.view"], label: "ur-disabled", disabled: true });
    sisterUser = await f.user({ company: sister, permissions: ["items.view"], label: "ur-sister" });
  });

  const emailsOf = async (actor: Actor, search = "") =>
    (await callerFor(t.db, actor).usersReport.find({ module: "school", search, pageSize: 200 })).rows.map((r) => r.email);

  describe("the list", () => {
    it("lists administrators and parents of the subtree with company and roles, never a sister school's", async () => {
      const page = await callerFor(t.db, actors.reader!).usersReport.find({ module: "school", pageSize: 200 });
      const emails = page.rows.map((r) => r.email);
      expect(emails).toEqual(expect.arrayContaining([target.email, parent.email, disabled.email]));
      expect(emails).not.toContain(sisterUser.email);
      expect(page.total).toBe(page.rows.length);
      const row = page.rows.find((r) => r.email === target.email)!;
      expect(row).toMatchObject({ kind: "ADMIN", companyName: school.name, disabled: false, lastLoginAt: null });
      expect(row.roles).toHaveLength(1);
      expect(page.rows.find((r) => r.email === disabled.email)!.disabled).toBe(true);
    });

    it("lets the district see both schools' users", async () => {
      expect(await emailsOf(actors.district!)).toEqual(expect.arrayContaining([target.email, sisterUser.email]));
    });

    it("searches the name and e-mail, every word matching", async () => {
      expect(await emailsOf(actors.reader!, target.email.split("@")[0]!.toUpperCase())).toEqual([target.email]);
      expect(await emailsOf(actors.reader!, "nobody-has-this-name")).toEqual([]);
    });

    it("pages", async () => {
      const first = await callerFor(t.db, actors.district!).usersReport.find({ module: "school", pageSize: 2, page: 1 });
      const second = await callerFor(t.db, actors.district!).usersReport.find({ module: "school", pageSize: 2, page: 2 });
      expect(first.rows).toHaveLength(2);
      expect(first.total).toBeGreaterThan(2);
      expect(second.rows.map((r) => r.id)).not.toEqual(expect.arrayContaining(first.rows.map((r) => r.id)));
    });
  });

  describe("the reset link", () => {
    it("e-mails the user a reset link through the outbox", async () => {
      const answer = await callerFor(t.db, actors.manager!).usersReport.sendResetLink({ module: "school", userId: target.id });
      expect(answer.message).toBe(USERS_REPORT_MESSAGES.resetSent);
      const mail = await t.db.outboundEmail.findFirst({ where: { toAddress: target.email, purpose: "password_reset" }, orderBy: { id: "desc" } });
      expect(mail?.textBody).toMatch(/\/login\/reset\/\S+/);
    });

    it("refuses a user outside the subtree (403), an unknown one (404) and a disabled one (409)", async () => {
      await expectTRPCError(
        callerFor(t.db, actors.manager!).usersReport.sendResetLink({ module: "school", userId: sisterUser.id }),
        "FORBIDDEN",
        AUTH_MESSAGES.accessDenied,
      );
      await expectTRPCError(
        callerFor(t.db, actors.manager!).usersReport.sendResetLink({ module: "school", userId: 2_000_000_000 }),
        "NOT_FOUND",
        USERS_REPORT_MESSAGES.noSuchUser,
      );
      await expectTRPCError(
        callerFor(t.db, actors.manager!).usersReport.sendResetLink({ module: "school", userId: disabled.id }),
        "CONFLICT",
        USERS_REPORT_MESSAGES.disabled,
      );
    });

    it("takes settings.manage: a report reader may not send one (403)", async () => {
      await expectTRPCError(callerFor(t.db, actors.reader!).usersReport.sendResetLink({ module: "school", userId: target.id }), "FORBIDDEN");
    });

    it("works for control staff from the control module", async () => {
      const answer = await callerFor(t.db, actors.control!).usersReport.sendResetLink({ module: "control", userId: parent.id });
      expect(answer.message).toBe(USERS_REPORT_MESSAGES.resetSent);
    });
  });
});
