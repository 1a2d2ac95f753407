/**
 * Quick login (docs/product/accounts-and-roles.md; ARCHITECTURE "Quick login"): who may act as whom, what the
 * session and the audit log record, and the one step back. Every call goes through a real session, as the
 * browser's would: the actor is resolved from the session row before each call.
 */
import { createSession, resolveSession } from "@paydesk/services";
import {
  describeDb,
  expectTRPCError,
  uniqueSuffix,
  type FixtureCompany,
  type FixtureUser,
} from "@paydesk/tests/harness";
import { AUTH_MESSAGES, COMPANY_MESSAGES, type TModule } from "@paydesk/validators";
import { beforeAll, describe, expect, it } from "vitest";
import { callerFor } from "@paydesk/tests/callers";

describeDb("masquerade router", (t) => {

  /**
   * A signed-in browser: each call re-reads the session, so a switch shows on the next call. The
   * session row is made directly (signing in is tested in auth.int.test.ts): dozens of password
   * verifications would only slow this file down.
   */
  async function browser(user: FixtureUser) {
    const { token } = await createSession(t.db, { userId: user.id, ip: "10.20.30.40", userAgent: "vitest" });
    const caller = async () => {
      const resolved = await resolveSession(t.db, token);
      if (!resolved) return callerFor(t.db, null);
      return callerFor(t.db, resolved.actor, { session: resolved.session, ip: "10.20.30.40" });
    };
    return {
      token,
      caller,
      session: async () => (await caller()).auth.session(),
      sessionRow: async () => t.db.session.findUniqueOrThrow({ where: { id: (await resolveSession(t.db, token))!.session.id } }),
    };
  }

  const tag = `Mq${uniqueSuffix()}`;
  let district: FixtureCompany;
  let north: FixtureCompany;
  let south: FixtureCompany;
  let empty: FixtureCompany;
  let outside: FixtureCompany;
  let control: FixtureUser;
  let districtAdmin: FixtureUser;
  let districtPeer: FixtureUser;
  let districtViewer: FixtureUser;
  let northOffice: FixtureUser;
  let northMaster: FixtureUser;
  let southAdmin: FixtureUser;
  let disabledAdmin: FixtureUser;
  let northParent: FixtureUser;
  let outsideAdmin: FixtureUser;
  let otherControl: FixtureUser;

  beforeAll(async () => {
    const f = t.fixtures;
    district = await f.company({ kind: "DISTRICT", name: `${tag} District` });
    north = await f.company({ kind: "SCHOOL", parent: district, name: `${tag} North High` });
    south = await f.company({ kind: "SCHOOL", parent: district, name: `${tag} South Middle` });
    empty = await f.company({ kind: "SCHOOL", parent: district, name: `${tag} Empty Elementary` });
    outside = await f.company({ kind: "VENDOR", name: `${tag} Outside Vendor` });
    control = await f.user({ kind: "CONTROL", label: `mq-control-${tag}` });
    otherControl = await f.user({ kind: "CONTROL", label: `mq-control2-${tag}` });
    districtAdmin = await f.user({ company: district, label: `mq-district-${tag}` });
    districtPeer = await f.user({ company: district, label: `mq-peer-${tag}` });
    districtViewer = await f.user({
      company: district,
      permissions: ["settings.view", "reports.view"],
      label: `mq-viewer-${tag}`,
    });
    // Created before the master so "the first administrator" and "the master" differ.
    northOffice = await f.user({ company: north, permissions: ["items.view"], label: `mq-office-${tag}` });
    northMaster = await f.user({ company: north, permissions: [], roleIds: [1], label: `mq-master-${tag}` });
    southAdmin = await f.user({ company: south, label: `mq-south-${tag}` });
    disabledAdmin = await f.user({ company: north, disabled: true, label: `mq-disabled-${tag}` });
    northParent = await f.user({ kind: "PARENT", company: north, label: `mq-parent-${tag}` });
    outsideAdmin = await f.user({ company: outside, modules: ["vendor"], label: `mq-outside-${tag}` });
  });

  const asUser = (id: number) => ({ target: "user" as const, userId: id });
  const asSite = (id: number) => ({ target: "company" as const, companyId: id });

  describe("available", () => {
    it("is true for control staff and for an administrator with settings.manage over sites below them", async () => {
      expect(await (await (await browser(control)).caller()).masquerade.available()).toBe(true);
      expect(await (await (await browser(districtAdmin)).caller()).masquerade.available()).toBe(true);
    });

    it("is false for a single site's administrator, a viewer-only district administrator and a parent", async () => {
      expect(await (await (await browser(northMaster)).caller()).masquerade.available()).toBe(false);
      expect(await (await (await browser(districtViewer)).caller()).masquerade.available()).toBe(false);
      expect(await (await (await browser(northParent)).caller()).masquerade.available()).toBe(false);
    });

    it("answers 401 to nobody signed in", async () => {
      await expectTRPCError(callerFor(t.db, null).masquerade.available(), "UNAUTHORIZED", AUTH_MESSAGES.notSignedIn);
    });
  });

  describe("search (the change-site list)", () => {
    const search = async (user: FixtureUser, searchKey: string, module: TModule) =>
      (await (await browser(user)).caller()).masquerade.search({ module, searchKey });

    it("lists sites, then administrators, matching the key, with where each one leads", async () => {
      const options = await search(control, tag, "control");
      const sites = options.filter((o) => o.kind === "site");
      expect(sites.map((o) => o.name)).toEqual([
        `${tag} District`,
        `${tag} Empty Elementary`,
        `${tag} North High`,
        `${tag} Outside Vendor`,
        `${tag} South Middle`,
      ]);
      expect(sites.find((o) => o.name === `${tag} North High`)).toEqual({
        kind: "site",
        name: `${tag} North High`,
        target: { target: "company", companyId: north.id },
        description: "School",
        unavailableReason: null,
      });
      // A site nobody administers is shown but cannot be chosen.
      expect(sites.find((o) => o.name === `${tag} Empty Elementary`)?.unavailableReason).toBe("No administrator");
      const admins = options.filter((o) => o.kind === "admin");
      expect(options.indexOf(admins[0]!)).toBe(sites.length);
      expect(admins.find((o) => o.target.target === "user" && o.target.userId === northMaster.id)).toEqual({
        kind: "admin",
        name: `Fixture mq-master-${tag}`,
        target: { target: "user", userId: northMaster.id },
        description: `${northMaster.email} · ${tag} North High`,
        unavailableReason: null,
      });
    });

    it("never offers parents, disabled accounts, control staff or the person themself", async () => {
      const ids = (await search(control, tag, "control")).flatMap((o) => (o.target.target === "user" ? [o.target.userId] : []));
      expect(ids).toContain(outsideAdmin.id);
      expect(ids).not.toContain(northParent.id);
      expect(ids).not.toContain(disabledAdmin.id);
      expect(ids).not.toContain(otherControl.id);
      expect(ids).not.toContain(control.id);
    });

    it("keeps an administrator inside their subtree, without their own site or account", async () => {
      const options = await search(districtAdmin, tag, "school");
      expect(options.filter((o) => o.kind === "site").map((o) => o.name)).toEqual([
        `${tag} Empty Elementary`,
        `${tag} North High`,
        `${tag} South Middle`,
      ]);
      const ids = options.flatMap((o) => (o.target.target === "user" ? [o.target.userId] : []));
      expect(ids).toEqual(expect.arrayContaining([northOffice.id, northMaster.id, southAdmin.id, districtPeer.id]));
      expect(ids).not.toContain(outsideAdmin.id);
      expect(ids).not.toContain(districtAdmin.id);
      // Asked for by name, the other company's site is still not there.
      expect(await search(districtAdmin, `${tag} Outside`, "school")).toEqual([]);
    });

    it("answers 403 to those who may not use quick login", async () => {
      await expectTRPCError(search(northMaster, tag, "school"), "FORBIDDEN", AUTH_MESSAGES.accessDenied);
      await expectTRPCError(search(districtViewer, tag, "school"), "FORBIDDEN");
      await expectTRPCError(search(northParent, tag, "parent"), "FORBIDDEN");
    });

    it("answers 403 for a module the user may not act in (the {module} of its URL)", async () => {
      await expectTRPCError(search(districtAdmin, tag, "vendor"), "FORBIDDEN", AUTH_MESSAGES.accessDenied);
      await expectTRPCError(search(districtAdmin, tag, "control"), "FORBIDDEN");
    });

    it("answers 401 to nobody signed in and 400 to a bad module or an overlong key", async () => {
      await expectTRPCError(callerFor(t.db, null).masquerade.search({ module: "control", searchKey: "" }), "UNAUTHORIZED");
      const caller = await (await browser(control)).caller();
      await expectTRPCError(caller.masquerade.search({ module: "admin" as TModule, searchKey: "" }), "BAD_REQUEST");
      await expectTRPCError(
        caller.masquerade.search({ module: "control", searchKey: "z".repeat(101) }),
        "BAD_REQUEST",
        COMPANY_MESSAGES.termTooLong,
      );
    });
  });

  describe("start and end", () => {
    it("lets control staff act as an administrator: the session keeps who they really are", async () => {
      const b = await browser(control);
      const result = await (await b.caller()).masquerade.start(asUser(northMaster.id));
      expect(result).toEqual({ module: "school", name: `Fixture mq-master-${tag}` });

      expect(await b.sessionRow()).toMatchObject({ userId: northMaster.id, realUserId: control.id });
      const session = await b.session();
      expect(session).toMatchObject({
        user: { id: northMaster.id, email: northMaster.email, kind: "ADMIN", companyId: north.id },
        homeModule: "school",
        masquerading: true,
        realUser: { id: control.id, email: control.email, name: `Fixture mq-control-${tag}` },
      });
      // Acting as the administrator means having exactly their rights: no control-only screens.
      const caller = await b.caller();
      await expectTRPCError(caller.companies.search({ module: "control", keyword: tag }), "FORBIDDEN");
      await expectTRPCError(caller.outbox.find({ module: "control" }), "FORBIDDEN");

      const back = await caller.masquerade.end();
      expect(back).toEqual({ module: "control", name: `Fixture mq-control-${tag}` });
      expect(await b.sessionRow()).toMatchObject({ userId: control.id, realUserId: control.id });
      expect(await b.session()).toMatchObject({ user: { id: control.id }, masquerading: false, realUser: null });
      expect((await (await b.caller()).companies.search({ module: "control", keyword: tag })).length).toBeGreaterThan(0);
    });

    it("records the start, every action meanwhile and the end with both people in the audit log", async () => {
      const b = await browser(control);
      await (await b.caller()).masquerade.start(asUser(southAdmin.id));
      await (await b.caller()).masquerade.end();
      const events = await t.db.auditEvent.findMany({
        where: { action: { in: ["auth.masquerade_started", "auth.masquerade_ended"] }, entityId: String(southAdmin.id) },
        orderBy: { id: "asc" },
      });
      expect(events.map((e) => [e.action, e.actorId, e.realActorId, e.companyId, e.ip])).toEqual([
        ["auth.masquerade_started", southAdmin.id, control.id, south.id, "10.20.30.40"],
        ["auth.masquerade_ended", southAdmin.id, control.id, south.id, "10.20.30.40"],
      ]);

      // Any other audited action taken meanwhile names both too (here: signing out).
      const again = await browser(control);
      await (await again.caller()).masquerade.start(asUser(southAdmin.id));
      await (await again.caller()).auth.logout();
      const logout = await t.db.auditEvent.findFirstOrThrow({
        where: { action: "auth.logout", realActorId: control.id },
        orderBy: { id: "desc" },
      });
      expect(logout).toMatchObject({ actorId: southAdmin.id, realActorId: control.id });
    });

    it("acts as a site's master administrator when a site is chosen", async () => {
      const b = await browser(districtAdmin);
      const result = await (await b.caller()).masquerade.start(asSite(north.id));
      expect(result).toEqual({ module: "school", name: `Fixture mq-master-${tag}` });
      expect(await b.sessionRow()).toMatchObject({ userId: northMaster.id, realUserId: districtAdmin.id });
    });

    it("falls back to a site's first administrator when it has no master administrator", async () => {
      const b = await browser(control);
      await (await b.caller()).masquerade.start(asSite(south.id));
      expect((await b.sessionRow()).userId).toBe(southAdmin.id);
    });

    it("switches from one site to another without losing the real user, and still ends in one step", async () => {
      const b = await browser(districtAdmin);
      await (await b.caller()).masquerade.start(asUser(northOffice.id));
      // While acting as office staff (no settings rights), the real user's rights decide.
      expect(await (await b.caller()).masquerade.available()).toBe(true);
      const options = await (await b.caller()).masquerade.search({ module: "school", searchKey: `${tag} South` });
      expect(options.filter((o) => o.kind === "site").map((o) => o.name)).toEqual([`${tag} South Middle`]);
      await (await b.caller()).masquerade.start(asSite(south.id));
      expect(await b.sessionRow()).toMatchObject({ userId: southAdmin.id, realUserId: districtAdmin.id });
      expect(await (await b.caller()).masquerade.end()).toEqual({ module: "school", name: `Fixture mq-district-${tag}` });
      expect(await b.sessionRow()).toMatchObject({ userId: districtAdmin.id, realUserId: districtAdmin.id });
    });

    it("refuses another company's administrator or site with 403, and changes nothing", async () => {
      const b = await browser(districtAdmin);
      await expectTRPCError(
        (await b.caller()).masquerade.start(asUser(outsideAdmin.id)),
        "FORBIDDEN",
        AUTH_MESSAGES.accessDenied,
      );
      await expectTRPCError((await b.caller()).masquerade.start(asSite(outside.id)), "FORBIDDEN", AUTH_MESSAGES.accessDenied);
      // The platform itself is above the district.
      const platformOf = (await t.fixtures.actor(control)).companyId;
      await expectTRPCError((await b.caller()).masquerade.start(asSite(platformOf)), "FORBIDDEN");
      expect(await b.sessionRow()).toMatchObject({ userId: districtAdmin.id, realUserId: districtAdmin.id });
    });

    it("refuses to act as control staff, a parent, a disabled account or oneself", async () => {
      const b = await browser(control);
      const caller = await b.caller();
      await expectTRPCError(caller.masquerade.start(asUser(otherControl.id)), "FORBIDDEN");
      await expectTRPCError(caller.masquerade.start(asUser(northParent.id)), "FORBIDDEN", COMPANY_MESSAGES.notAnAdmin);
      await expectTRPCError(caller.masquerade.start(asUser(disabledAdmin.id)), "FORBIDDEN");
      await expectTRPCError(caller.masquerade.start(asUser(control.id)), "FORBIDDEN");
      expect((await b.sessionRow()).userId).toBe(control.id);
    });

    it("answers 404 for an unknown administrator or site, and for a site with nobody to act as", async () => {
      const caller = await (await browser(control)).caller();
      await expectTRPCError(caller.masquerade.start(asUser(2_000_000_000)), "NOT_FOUND", COMPANY_MESSAGES.noSuchAdmin);
      await expectTRPCError(caller.masquerade.start(asSite(2_000_000_000)), "NOT_FOUND", COMPANY_MESSAGES.noSuchSite);
      await expectTRPCError(caller.masquerade.start(asSite(empty.id)), "NOT_FOUND", COMPANY_MESSAGES.siteHasNoAdmin);
      // The district's only other administrators are the district admin's peers: choosing their
      // own site never picks the district admin themself.
      const b = await browser(districtAdmin);
      await (await b.caller()).masquerade.start(asSite(district.id));
      expect((await b.sessionRow()).userId).not.toBe(districtAdmin.id);
    });

    it("answers 403 to those who may not use quick login", async () => {
      await expectTRPCError((await (await browser(northMaster)).caller()).masquerade.start(asUser(northOffice.id)), "FORBIDDEN");
      await expectTRPCError(
        (await (await browser(districtViewer)).caller()).masquerade.start(asUser(northOffice.id)),
        "FORBIDDEN",
      );
    });

    it("answers 400 to bad input and to an API-key caller (no session to switch)", async () => {
      const caller = await (await browser(control)).caller();
      await expectTRPCError(caller.masquerade.start({ target: "robot" } as never), "BAD_REQUEST");
      await expectTRPCError(caller.masquerade.start({ target: "user", userId: 0 }), "BAD_REQUEST");
      await expectTRPCError(caller.masquerade.start({ target: "company", companyId: -3 }), "BAD_REQUEST");
      const keyCaller = callerFor(t.db, await t.fixtures.actor(control), { authMethod: "api_key" });
      await expectTRPCError(keyCaller.masquerade.start(asUser(northMaster.id)), "BAD_REQUEST", COMPANY_MESSAGES.needsSession);
      await expectTRPCError(keyCaller.masquerade.end(), "BAD_REQUEST");
    });

    it("answers 401 when nobody is signed in, and 400 to end when not acting as anyone", async () => {
      await expectTRPCError(callerFor(t.db, null).masquerade.start(asUser(northMaster.id)), "UNAUTHORIZED");
      await expectTRPCError(callerFor(t.db, null).masquerade.end(), "UNAUTHORIZED");
      await expectTRPCError(
        (await (await browser(control)).caller()).masquerade.end(),
        "BAD_REQUEST",
        COMPANY_MESSAGES.notMasquerading,
      );
    });
  });
});
