/**
 * /settings/account-structure: the company tree an actor sees, adding a site, moving a site, and
 * the subtree rules (no cycles, nothing moved in or out of the actor's subtree).
 */
import type { Actor } from "@paydesk/domain";
import { describeDb, expectTRPCError, uniqueSuffix, type FixtureCompany } from "@paydesk/tests/harness";
import { AUTH_MESSAGES, STRUCTURE_MESSAGES } from "@paydesk/validators";
import { beforeAll, describe, expect, it } from "vitest";
import { callerFor } from "@paydesk/tests/callers";

describeDb("accountStructure router", (t) => {
  const as = (actor: Actor | null) => callerFor(t.db, actor).accountStructure;
  const tag = `As${uniqueSuffix()}`;
  let district: FixtureCompany;
  let north: FixtureCompany;
  let south: FixtureCompany;
  let other: FixtureCompany;
  let districtAdmin: Actor;
  let northAdmin: Actor;
  let readOnly: Actor;
  let control: Actor;

  const pathOf = async (id: number) => (await t.db.company.findUniqueOrThrow({ where: { id }, select: { path: true } })).path;

  beforeAll(async () => {
    const f = t.fixtures;
    district = await f.company({ kind: "DISTRICT", name: `${tag} District` });
    north = await f.company({ kind: "SCHOOL", parent: district, name: `${tag} North` });
    south = await f.company({ kind: "SCHOOL", parent: district, name: `${tag} South` });
    other = await f.company({ kind: "DISTRICT", name: `${tag} Other District` });
    districtAdmin = await f.actor(await f.user({ company: district, label: "as-district" }));
    northAdmin = await f.actor(await f.user({ company: north, label: "as-north" }));
    readOnly = await f.actor(await f.user({ company: district, permissions: ["settings.view"], label: "as-readonly" }));
    control = await f.actor(await f.user({ kind: "CONTROL", label: "as-control" }));
  });

  describe("tree", () => {
    it("answers 401 to nobody and 403 without settings rights", async () => {
      await expectTRPCError(as(null).tree({ module: "school" }), "UNAUTHORIZED");
      const noRights = await t.fixtures.actor(await t.fixtures.user({ company: district, permissions: ["items.view"] }));
      await expectTRPCError(as(noRights).tree({ module: "school" }), "FORBIDDEN", AUTH_MESSAGES.accessDenied);
    });

    it("shows the actor's own site as the root with the sites below it, by name", async () => {
      const { roots } = await as(districtAdmin).tree({ module: "school" });
      expect(roots.map((r) => r.id)).toEqual([district.id]);
      expect(roots[0]!.children.map((c) => c.name)).toEqual([`${tag} North`, `${tag} South`]);
    });

    it("shows a school administrator only their school", async () => {
      const { roots } = await as(northAdmin).tree({ module: "school" });
      expect(roots.map((r) => r.id)).toEqual([north.id]);
      expect(roots[0]!.children).toEqual([]);
    });
  });

  describe("addSite", () => {
    it("adds a site under a site of the subtree, with its path below the parent", async () => {
      const site = await as(districtAdmin).addSite({ module: "school", parentId: district.id, name: `${tag} East`, kind: "school" });
      expect(site.path).toBe(`${district.path}${site.id}/`);
      const row = await t.db.company.findUniqueOrThrow({ where: { id: site.id } });
      expect(row).toMatchObject({ parentId: district.id, kind: "SCHOOL", name: `${tag} East` });
      const audit = await t.db.auditEvent.count({ where: { action: "company.created", entityId: String(site.id) } });
      expect(audit).toBe(1);
    });

    it("refuses a parent outside the subtree (403), view-only rights (403), and an empty name (400)", async () => {
      await expectTRPCError(as(northAdmin).addSite({ module: "school", parentId: district.id, name: "X", kind: "school" }), "FORBIDDEN");
      await expectTRPCError(as(readOnly).addSite({ module: "school", parentId: district.id, name: "X", kind: "school" }), "FORBIDDEN");
      await expectTRPCError(
        as(districtAdmin).addSite({ module: "school", parentId: district.id, name: "  ", kind: "school" }),
        "BAD_REQUEST",
        STRUCTURE_MESSAGES.nameRequired,
      );
    });

    it("refuses a district under a school", async () => {
      await expectTRPCError(
        as(districtAdmin).addSite({ module: "school", parentId: north.id, name: "D", kind: "district" }),
        "BAD_REQUEST",
        STRUCTURE_MESSAGES.districtUnderSite,
      );
    });
  });

  describe("moveSite", () => {
    it("moves a site and everything below it under another site of the subtree", async () => {
      const annex = await t.fixtures.company({ kind: "SCHOOL", parent: north, name: `${tag} North Annex` });
      const moved = await as(districtAdmin).moveSite({ module: "school", siteId: north.id, parentId: south.id });
      expect(moved).toMatchObject({ id: north.id, parentId: south.id, path: `${south.path}${north.id}/`, moved: 2 });
      expect(await pathOf(annex.id)).toBe(`${south.path}${north.id}/${annex.id}/`);
      const row = await t.db.company.findUniqueOrThrow({ where: { id: north.id }, select: { parentId: true } });
      expect(row.parentId).toBe(south.id);
      // And back again: the tree is as it was.
      await as(districtAdmin).moveSite({ module: "school", siteId: north.id, parentId: district.id });
      expect(await pathOf(annex.id)).toBe(`${district.path}${north.id}/${annex.id}/`);
    });

    it("refuses a cycle: a site under itself or under its own child", async () => {
      const child = await t.fixtures.company({ kind: "SCHOOL", parent: south, name: `${tag} South Child` });
      await expectTRPCError(as(districtAdmin).moveSite({ module: "school", siteId: south.id, parentId: south.id }), "BAD_REQUEST", STRUCTURE_MESSAGES.moveIntoItself);
      await expectTRPCError(as(districtAdmin).moveSite({ module: "school", siteId: south.id, parentId: child.id }), "BAD_REQUEST", STRUCTURE_MESSAGES.moveIntoItself);
      expect(await pathOf(south.id)).toBe(south.path);
    });

    it("refuses moves out of or into the subtree and of the actor's own site", async () => {
      await expectTRPCError(as(districtAdmin).moveSite({ module: "school", siteId: south.id, parentId: other.id }), "FORBIDDEN", STRUCTURE_MESSAGES.moveOutOfScope);
      await expectTRPCError(as(districtAdmin).moveSite({ module: "school", siteId: other.id, parentId: district.id }), "FORBIDDEN", STRUCTURE_MESSAGES.moveOutOfScope);
      await expectTRPCError(as(northAdmin).moveSite({ module: "school", siteId: north.id, parentId: south.id }), "FORBIDDEN", STRUCTURE_MESSAGES.moveOutOfScope);
      await expectTRPCError(as(districtAdmin).moveSite({ module: "school", siteId: district.id, parentId: north.id }), "FORBIDDEN", STRUCTURE_MESSAGES.moveOwnSite);
      expect(await pathOf(south.id)).toBe(south.path);
    });

    it("answers 404 for a site that does not exist", async () => {
      await expectTRPCError(as(districtAdmin).moveSite({ module: "school", siteId: 2_147_483_000, parentId: district.id }), "NOT_FOUND");
    });

    it("lets control staff move across accounts", async () => {
      const stray = await t.fixtures.company({ kind: "SCHOOL", parent: other, name: `${tag} Stray` });
      await as(control).moveSite({ module: "school", siteId: stray.id, parentId: district.id });
      expect(await pathOf(stray.id)).toBe(`${district.path}${stray.id}/`);
    });
  });
});
