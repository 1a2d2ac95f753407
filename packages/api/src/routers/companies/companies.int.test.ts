/**
 * Company search (control only) and the suggest calls (docs/product/accounts-and-roles.md): who may
 * call them, what they find, and that nobody sees companies outside their subtree.
 */
import type { Actor } from "@paydesk/domain";
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

describeDb("companies router", (t) => {
  const search = (actor: Actor | null, keyword: string, module: TModule = "control") =>
    callerFor(t.db, actor).companies.search({ module, keyword });

  // One small tree of our own, named with a tag no other test uses.
  const tag = `Zq${uniqueSuffix()}`;
  let district: FixtureCompany;
  let north: FixtureCompany;
  let south: FixtureCompany;
  let vendor: FixtureCompany;
  let control: Actor;
  let districtAdmin: Actor;
  let northAdmin: Actor;
  let northAdminUser: FixtureUser;
  let vendorAdminUser: FixtureUser;
  let parent: Actor;

  beforeAll(async () => {
    const f = t.fixtures;
    district = await f.company({ kind: "DISTRICT", name: `${tag} District` });
    north = await f.company({ kind: "SCHOOL", parent: district, name: `${tag} North High` });
    south = await f.company({ kind: "SCHOOL", parent: district, name: `${tag} South Middle` });
    vendor = await f.company({ kind: "VENDOR", name: `${tag} Spirit Vendor` });
    await t.db.company.update({ where: { id: south.id }, data: { city: `${tag}ville`, state: "IL" } });
    control = await f.actor(await f.user({ kind: "CONTROL", label: "cs-control" }));
    districtAdmin = await f.actor(await f.user({ company: district, label: "cs-district" }));
    northAdminUser = await f.user({ company: north, label: `cs-north-${tag}` });
    northAdmin = await f.actor(northAdminUser);
    vendorAdminUser = await f.user({ company: vendor, modules: ["vendor"], label: `cs-vendor-${tag}` });
    await f.user({ company: north, label: `cs-disabled-${tag}`, disabled: true });
    parent = await f.actor(await f.user({ kind: "PARENT", company: north, label: "cs-parent" }));
  });

  describe("search (GET /control/company/search)", () => {
    it("answers 401 to nobody signed in", async () => {
      await expectTRPCError(search(null, tag), "UNAUTHORIZED", AUTH_MESSAGES.notSignedIn);
    });

    it("is control only: 403 for administrators and parents, and for control staff outside the control module", async () => {
      await expectTRPCError(search(districtAdmin, tag), "FORBIDDEN", AUTH_MESSAGES.accessDenied);
      await expectTRPCError(search(districtAdmin, tag, "school"), "FORBIDDEN", AUTH_MESSAGES.accessDenied);
      await expectTRPCError(search(parent, tag, "parent"), "FORBIDDEN");
      await expectTRPCError(search(control, tag, "school"), "FORBIDDEN", AUTH_MESSAGES.accessDenied);
    });

    it("refuses control staff acting as an administrator (quick login): the acting identity decides", async () => {
      const acting = { ...northAdmin, realUserId: control.userId };
      await expectTRPCError(search(acting, tag), "FORBIDDEN");
    });

    it("finds companies by part of the name, any case, sorted by name, with the fields the page shows", async () => {
      const found = await search(control, `${tag.toLowerCase()} `);
      expect(found.map((c) => c.name)).toEqual([
        `${tag} District`,
        `${tag} North High`,
        `${tag} South Middle`,
        `${tag} Spirit Vendor`,
      ]);
      const northRow = found.find((c) => c.id === north.id);
      // Disabled administrators are not counted: nobody can act as them.
      expect(northRow).toEqual({
        id: north.id,
        name: `${tag} North High`,
        kind: "SCHOOL",
        city: null,
        state: null,
        parentName: `${tag} District`,
        adminCount: 1,
      });
    });

    it("finds by city and by id", async () => {
      expect((await search(control, `${tag}VILLE`)).map((c) => c.id)).toEqual([south.id]);
      expect((await search(control, String(vendor.id))).map((c) => c.id)).toContain(vendor.id);
    });

    it("treats % and _ as plain characters, not wildcards", async () => {
      expect(await search(control, "%%%")).toEqual([]);
      expect(await search(control, `${tag}_`)).toEqual([]);
      const lit = uniqueSuffix();
      const literal = await t.fixtures.company({ kind: "BUSINESS", name: `Lit${lit} 50%_off \\ Dance` });
      expect((await search(control, `${lit} 50%_off \\`)).map((c) => c.id)).toEqual([literal.id]);
    });

    it("answers an id too large for the database with no match rather than a crash", async () => {
      expect(await search(control, "99999999999999999999")).toEqual([]);
      expect(await search(control, "2147483648")).toEqual([]);
    });

    it("lists companies (at most 200) for an empty keyword", async () => {
      const all = await search(control, "   ");
      expect(all.length).toBeGreaterThan(3);
      expect(all.length).toBeLessThanOrEqual(200);
    });

    it("refuses a keyword longer than 100 characters with 400", async () => {
      await expectTRPCError(search(control, "x".repeat(101)), "BAD_REQUEST", COMPANY_MESSAGES.termTooLong);
    });
  });

  describe("suggest (GET /api/suggest/company)", () => {
    it("answers 401 to nobody signed in and 403 to parents", async () => {
      await expectTRPCError(callerFor(t.db, null).companies.suggest({ term: tag }), "UNAUTHORIZED");
      await expectTRPCError(callerFor(t.db, parent).companies.suggest({ term: tag }), "FORBIDDEN", AUTH_MESSAGES.accessDenied);
    });

    it("needs at least two characters, counted without surrounding spaces", async () => {
      await expectTRPCError(callerFor(t.db, control).companies.suggest({ term: "a" }), "BAD_REQUEST", COMPANY_MESSAGES.suggestTooShort);
      await expectTRPCError(callerFor(t.db, control).companies.suggest({ term: " a  " }), "BAD_REQUEST", COMPANY_MESSAGES.suggestTooShort);
      await expectTRPCError(callerFor(t.db, control).companies.suggest({} as { term: string }), "BAD_REQUEST");
    });

    it("gives control staff every company, and an administrator only their own subtree", async () => {
      expect((await callerFor(t.db, control).companies.suggest({ term: tag })).map((c) => c.id)).toEqual([
        district.id,
        north.id,
        south.id,
        vendor.id,
      ]);
      expect((await callerFor(t.db, districtAdmin).companies.suggest({ term: tag })).map((c) => c.id)).toEqual([
        district.id,
        north.id,
        south.id,
      ]);
      expect((await callerFor(t.db, northAdmin).companies.suggest({ term: tag })).map((c) => c.id)).toEqual([north.id]);
      // Another company's site is never suggested, even when asked for by its exact name.
      expect(await callerFor(t.db, northAdmin).companies.suggest({ term: `${tag} South` })).toEqual([]);
      expect(await callerFor(t.db, northAdmin).companies.suggest({ term: String(south.id) })).toEqual([]);
    });

    it("answers at most 20 suggestions", async () => {
      expect((await callerFor(t.db, control).companies.suggest({ term: "oo" })).length).toBeLessThanOrEqual(20);
    });
  });

  describe("suggestAdmins (GET /api/suggest/admins)", () => {
    it("answers 401 to nobody signed in and 403 to parents", async () => {
      await expectTRPCError(callerFor(t.db, null).companies.suggestAdmins({ term: tag }), "UNAUTHORIZED");
      await expectTRPCError(callerFor(t.db, parent).companies.suggestAdmins({ term: "" }), "FORBIDDEN");
    });

    it("finds administrators by e-mail or name inside the subtree only, never parents", async () => {
      const byControl = await callerFor(t.db, control).companies.suggestAdmins({ term: tag });
      expect(byControl.map((a) => a.email).sort()).toEqual(
        [northAdminUser.email, vendorAdminUser.email, expect.stringContaining(`cs-disabled-${tag}`)].sort(),
      );
      const northRow = byControl.find((a) => a.id === northAdminUser.id);
      expect(northRow).toEqual({
        id: northAdminUser.id,
        name: `Fixture cs-north-${tag}`,
        email: northAdminUser.email,
        companyId: north.id,
        companyName: `${tag} North High`,
      });

      const byDistrict = await callerFor(t.db, districtAdmin).companies.suggestAdmins({ term: tag });
      expect(byDistrict.map((a) => a.id)).toContain(northAdminUser.id);
      expect(byDistrict.map((a) => a.id)).not.toContain(vendorAdminUser.id);
      expect(await callerFor(t.db, await t.fixtures.actor(vendorAdminUser)).companies.suggestAdmins({ term: `cs-north-${tag}` })).toEqual([]);
    });

    it("matches every word of the term, each against e-mail, first or last name", async () => {
      const found = await callerFor(t.db, control).companies.suggestAdmins({ term: `fixture  CS-NORTH-${tag}` });
      expect(found.map((a) => a.id)).toEqual([northAdminUser.id]);
      expect(await callerFor(t.db, control).companies.suggestAdmins({ term: `nobody cs-north-${tag}` })).toEqual([]);
    });

    it("lists the subtree's administrators for an empty term, at most 20", async () => {
      const found = await callerFor(t.db, northAdmin).companies.suggestAdmins({ term: "" });
      expect(found.map((a) => a.companyId)).toEqual(found.map(() => north.id));
      expect(found.length).toBeLessThanOrEqual(20);
    });

    it("refuses a term longer than 100 characters with 400", async () => {
      await expectTRPCError(
        callerFor(t.db, control).companies.suggestAdmins({ term: "y".repeat(101) }),
        "BAD_REQUEST",
        COMPANY_MESSAGES.termTooLong,
      );
    });
  });
});
