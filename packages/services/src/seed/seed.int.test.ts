import { BUILT_IN_ROLES } from "@paydesk/domain";
import { describeDb, uniqueIp } from "@paydesk/tests/harness";
import { expect, it } from "vitest";
import { loadActor } from "../auth/actor.ts";
import { login } from "../auth/login.ts";
import { DEMO_USERS } from "./demo-data.ts";
import { isSeeded } from "./seed.ts";

/** CONVENTIONS §2: what the demo data promises. Read-only: no demo account is changed. */
describeDb("demo data", (t) => {
  it("is written once", async () => {
    expect(await isSeeded(t.db)).toBe(true);
    for (const { email } of DEMO_USERS) {
      expect(await t.db.user.count({ where: { emailNormalized: email } })).toBe(1);
    }
  });

  it.each(DEMO_USERS.map((u) => [u.email, u.password, u.applications[0]!.toLowerCase()] as const))(
    "signs %s in with the documented password %s",
    async (email, password, module) => {
      const result = await login(t.db, { email, password }, { ip: uniqueIp() });
      expect(result.module).toBe(module);
    },
  );

  it("has the four built-in roles as ids 1-4", async () => {
    const roles = await t.db.role.findMany({ where: { id: { lte: 4 } }, orderBy: { id: "asc" } });
    expect(roles.map((r) => [r.id, r.name, r.isBuiltIn])).toEqual(BUILT_IN_ROLES.map((r) => [r.id, r.name, true]));
  });

  it("puts at least two schools in the district, Lincoln High among them", async () => {
    const district = await t.db.company.findFirstOrThrow({ where: { name: "Springfield School District" } });
    const schools = await t.db.company.findMany({ where: { parentId: district.id, kind: "SCHOOL" } });
    expect(schools.length).toBeGreaterThanOrEqual(2);
    expect(schools.map((s) => s.name)).toContain("Lincoln High School");
    for (const school of schools) expect(school.path.startsWith(district.path)).toBe(true);
  });

  it("gives the school admin the master role at Lincoln High, and office staff a role without settings", async () => {
    const lincoln = await t.db.company.findFirstOrThrow({ where: { name: "Lincoln High School" } });
    const school = await t.db.user.findUniqueOrThrow({ where: { emailNormalized: "school@demo.test" }, include: { roles: true } });
    expect(school.companyId).toBe(lincoln.id);
    expect(school.roles.map((r) => r.roleId)).toEqual([1]);
    const office = (await loadActor(t.db, (await t.db.user.findUniqueOrThrow({ where: { emailNormalized: "office@demo.test" } })).id))!;
    expect(office.companyId).toBe(lincoln.id);
    expect(office.permissions.has("terminal.manage")).toBe(true);
    expect(office.permissions.has("items.manage")).toBe(true);
    expect(office.permissions.has("settings.view")).toBe(false);
  });

  it("restricts the athletics role to its category", async () => {
    const coach = await t.db.user.findUniqueOrThrow({ where: { emailNormalized: "coach@demo.test" } });
    const athletics = await t.db.category.findFirstOrThrow({ where: { name: "Athletics", companyId: coach.companyId } });
    const actor = (await loadActor(t.db, coach.id))!;
    expect(actor.categoryIds).toEqual(new Set([athletics.id]));
  });

  it("links the demo parent to two students at Lincoln High", async () => {
    const parent = await t.db.user.findUniqueOrThrow({
      where: { emailNormalized: "parent@demo.test" },
      include: { children: { include: { student: { include: { company: true } } } } },
    });
    expect(parent.children).toHaveLength(2);
    for (const { student } of parent.children) expect(student.company.name).toBe("Lincoln High School");
  });

  it("gives Lincoln High its own accounts and the district's shared ones, with items pointing at them", async () => {
    const lincoln = await t.db.company.findFirstOrThrow({ where: { name: "Lincoln High School" } });
    const football = await t.db.item.findUniqueOrThrow({ where: { code: "LHS-FB-2026" }, include: { coa: true, subCoa: true } });
    expect([football.coa?.number, football.coa?.companyId, football.subCoa?.number, football.subCoa?.kind]).toEqual([
      "4100",
      lincoln.id,
      "01",
      "SUB",
    ]);
    const yearbook = await t.db.item.findUniqueOrThrow({
      where: { code: "LHS-YB-2026" },
      include: { coa: { include: { company: true } } },
    });
    expect([yearbook.coa?.number, yearbook.coa?.isShared, yearbook.coa?.company.name]).toEqual([
      "1000",
      true,
      "Springfield School District",
    ]);
  });
});
