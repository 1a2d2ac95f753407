/**
 * Student groups through createCaller on a real database: listed and smart membership,
 * the name rules per owner, shared groups seen (read-only) from below, the smart rules' SQL against
 * the domain's reference evaluator, and group targets honoured in the parent area.
 */
import { createDb } from "@paydesk/db";
import { smartRulesPick, type SmartRules } from "@paydesk/domain";
import { describeDb, expectTRPCError, uniqueSuffix, type FixtureCompany } from "@paydesk/tests/harness";
import { GROUP_MESSAGES as M } from "@paydesk/validators";
import { describe, expect, it } from "vitest";
import { lookupSetup } from "@paydesk/tests/lookup-site";
import { callerAs } from "@paydesk/tests/callers";

const school = "school" as const;
const rules = (r: Partial<SmartRules>): SmartRules => ({ grades: [], schoolIds: [], studentIds: [], ...r });

describeDb("groups router", (t) => {
  const { student, item, parentOf } = lookupSetup(t);

  async function adminAt(
    company: FixtureCompany,
    permissions: ("uploads.manage" | "uploads.view" | "items.view")[] = ["uploads.manage"],
  ) {
    return callerAs(t.db, await t.fixtures.user({ company, permissions, label: "groups" }));
  }

  /** A district with two schools, students in grades 11 and 12, and an administrator at each level. */
  async function site() {
    const district = await t.fixtures.company({ kind: "DISTRICT", name: `District ${uniqueSuffix()}` });
    const lincoln = await t.fixtures.company({ parent: district, name: `Lincoln ${uniqueSuffix()}` });
    const adams = await t.fixtures.company({ parent: district, name: `Adams ${uniqueSuffix()}` });
    const tag = uniqueSuffix();
    const ada = await student(lincoln, { firstName: "Ada", lastName: `A${tag}`, grade: "12" });
    const bob = await student(lincoln, { firstName: "Bob", lastName: `B${tag}`, grade: "11" });
    const cy = await student(adams, { firstName: "Cy", lastName: `C${tag}`, grade: "12" });
    const dee = await student(adams, { firstName: "Dee", lastName: `D${tag}`, grade: " 12 " });
    const gone = await student(lincoln, { firstName: "Gone", lastName: `E${tag}`, grade: "12", active: false });
    return {
      district,
      lincoln,
      adams,
      tag,
      ada,
      bob,
      cy,
      dee,
      gone,
      atDistrict: await adminAt(district),
      atLincoln: await adminAt(lincoln),
      atAdams: await adminAt(adams),
    };
  }

  const memberIds = async (caller: Awaited<ReturnType<typeof adminAt>>, groupId: number) =>
    (await caller.groups.members({ module: school, groupId, pageSize: 100 })).rows.map((r) => r.id);

  describe("listed groups", () => {
    it("creates with picked students, lists with the count, pages members, edits (add, remove), deletes", async () => {
      const s = await site();
      const created = await s.atLincoln.groups.create({
        module: school,
        name: `  Band   ${s.tag} `,
        studentIds: [s.ada.id, s.bob.id],
      });
      expect(created.message).toBe(M.saved);
      const list = await s.atLincoln.groups.list({ module: school, search: s.tag });
      expect(list.rows).toEqual([
        expect.objectContaining({
          id: created.groupId,
          name: `Band ${s.tag}`,
          isSmart: false,
          listedMembers: 2,
          editable: true,
          companyName: s.lincoln.name,
        }),
      ]);
      expect(await memberIds(s.atLincoln, created.groupId)).toEqual([s.ada.id, s.bob.id]);
      const firstPage = await s.atLincoln.groups.members({ module: school, groupId: created.groupId, pageSize: 1 });
      expect(firstPage).toMatchObject({ total: 2, rows: [{ id: s.ada.id }] });
      const second = await s.atLincoln.groups.members({
        module: school,
        groupId: created.groupId,
        pageSize: 1,
        after: firstPage.nextCursor!,
      });
      expect(second.rows.map((r) => r.id)).toEqual([s.bob.id]);
      expect(second.nextCursor).toBeNull();

      await s.atLincoln.groups.update({
        module: school,
        groupId: created.groupId,
        name: `Band ${s.tag}`,
        studentIds: [s.bob.id],
      });
      const detail = await s.atLincoln.groups.get({ module: school, groupId: created.groupId });
      expect(detail).toMatchObject({ isSmart: false, memberCount: 1, listedStudents: [{ id: s.bob.id }] });

      // A student of a sibling school is not Lincoln's to list.
      await expectTRPCError(
        s.atLincoln.groups.update({ module: school, groupId: created.groupId, name: `Band ${s.tag}`, studentIds: [s.cy.id] }),
        "BAD_REQUEST",
        M.studentOutside,
      );
      expect((await s.atLincoln.groups.delete({ module: school, groupId: created.groupId })).message).toBe(M.deleted);
      await expectTRPCError(s.atLincoln.groups.get({ module: school, groupId: created.groupId }), "NOT_FOUND", M.noSuchGroup);
    });

    it("pages the list by keyset on the name, any case", async () => {
      const s = await site();
      for (const name of [`c ${s.tag}`, `A ${s.tag}`, `b ${s.tag}`]) await s.atLincoln.groups.create({ module: school, name });
      const seen: string[] = [];
      let after: string | undefined;
      for (let i = 0; i < 5; i++) {
        const page = await s.atLincoln.groups.list({ module: school, search: s.tag, pageSize: 1, after });
        seen.push(...page.rows.map((r) => r.name));
        if (!page.nextCursor) break;
        after = page.nextCursor;
      }
      expect(seen).toEqual([`A ${s.tag}`, `b ${s.tag}`, `c ${s.tag}`]);
    });
  });

  describe("names (docs/product/students-and-groups.md)", () => {
    it("at least 2 characters, unique per owner ignoring case, checked as typed and on save", async () => {
      const s = await site();
      const band = await s.atLincoln.groups.create({ module: school, name: `Band ${s.tag}` });
      await expectTRPCError(s.atLincoln.groups.create({ module: school, name: "B" }), "BAD_REQUEST", M.nameRequired);
      await expectTRPCError(s.atLincoln.groups.create({ module: school, name: `band ${s.tag}` }), "CONFLICT", M.nameTaken);

      await expectTRPCError(s.atLincoln.groups.checkName({ module: school, name: ` BAND  ${s.tag}` }), "CONFLICT", M.nameTaken);
      await expectTRPCError(s.atLincoln.groups.checkName({ module: school, name: "x" }), "BAD_REQUEST", M.nameRequired);
      expect(await s.atLincoln.groups.checkName({ module: school, name: `Choir ${s.tag}` })).toEqual({ free: true });
      // Its own name is no clash while it is edited.
      expect(await s.atLincoln.groups.checkName({ module: school, name: `Band ${s.tag}`, groupId: band.groupId })).toEqual({
        free: true,
      });
      // Another site's list is another list: Adams may have its own "Band".
      expect(await s.atAdams.groups.checkName({ module: school, name: `Band ${s.tag}` })).toEqual({ free: true });
      await s.atAdams.groups.create({ module: school, name: `Band ${s.tag}` });
    });

    it("two concurrent creates differing only in case end with one group and the product's message for the other", async () => {
      const s = await site();
      // Hold the owner's company row so that each insert, once written, waits on its foreign key check
      // (FOR UPDATE blocks the check's KEY SHARE): both saves have passed the service's name check by
      // then, and only the unique index on the name's key (migration groups_name_ci) can refuse one.
      // The holder and the watcher use their own connections: the file's pool (3) serves the saves.
      const side = createDb(t.url, { max: 2 });
      let settled: PromiseSettledResult<unknown>[] = [];
      try {
        let release = () => {};
        const released = new Promise<void>((resolve) => (release = resolve));
        const holder = side.$transaction(
          async (tx) => {
            await tx.$queryRaw`SELECT id FROM companies WHERE id = ${s.lincoln.id} FOR UPDATE`;
            await released;
          },
          { timeout: 30_000 },
        );
        await expect
          .poll(() =>
            side.$queryRaw<[{ held: number }]>`
          SELECT count(*)::int AS held FROM pg_locks l JOIN pg_class c ON c.oid = l.relation
          WHERE c.relname = 'companies' AND l.mode = 'RowShareLock' AND l.pid <> pg_backend_pid()`.then(([r]) => r.held),
            { timeout: 20_000 },
          )
          .toBeGreaterThanOrEqual(1);
        const saves = Promise.allSettled([
          s.atLincoln.groups.create({ module: school, name: `Jazz ${s.tag}` }),
          s.atLincoln.groups.create({ module: school, name: `JAZZ  ${s.tag}` }),
        ]);
        await expect
          .poll(
            async () => {
              const [row] = await side.$queryRaw<[{ waiting: number }]>`
                SELECT count(*)::int AS waiting FROM pg_stat_activity
                WHERE wait_event_type = 'Lock' AND query ILIKE '%student_groups%'`;
              return row.waiting;
            },
            { timeout: 10_000, interval: 50 },
          )
          .toBeGreaterThanOrEqual(2);
        release();
        await holder;
        settled = await saves;
      } finally {
        await side.$disconnect();
      }
      expect(settled.filter((r) => r.status === "fulfilled")).toHaveLength(1);
      const refused = settled.find((r): r is PromiseRejectedResult => r.status === "rejected");
      await expectTRPCError(Promise.reject(refused?.reason), "CONFLICT", M.nameTaken);
      const named = await t.db.studentGroup.findMany({
        where: { companyId: s.lincoln.id, name: { startsWith: "jazz", mode: "insensitive" } },
      });
      expect(named).toHaveLength(1);
    });

    it("the database refuses a second name with the same key even past the service", async () => {
      const s = await site();
      await t.db.studentGroup.create({ data: { companyId: s.lincoln.id, name: `Drums ${s.tag}` } });
      await expect(
        t.db.studentGroup.create({ data: { companyId: s.lincoln.id, name: ` drums   ${s.tag.toUpperCase()}` } }),
      ).rejects.toMatchObject({
        code: "P2002",
      });
    });
  });

  describe("smart groups", () => {
    it("computes members from the rules (grade 12 at the district: trimmed, any case, active only); the preview agrees", async () => {
      const s = await site();
      const seniors = await s.atDistrict.groups.create({
        module: school,
        name: `Seniors ${s.tag}`,
        isSmart: true,
        rules: rules({ grades: ["12"] }),
      });
      const options = await s.atLincoln.groups.ruleOptions({ module: school });
      expect(options).toEqual({
        owner: { id: s.lincoln.id, name: s.lincoln.name },
        grades: ["11", "12"],
        sites: [{ id: s.lincoln.id, name: s.lincoln.name, kind: "SCHOOL" }],
      });
      const expected = [s.ada.id, s.cy.id, s.dee.id];
      expect(await memberIds(s.atDistrict, seniors.groupId)).toEqual(expected);
      const preview = await s.atDistrict.groups.previewSmart({ module: school, rules: rules({ grades: ["12"] }) });
      expect(preview.count).toBeGreaterThanOrEqual(3);
      const lincolnSeniors = await s.atDistrict.groups.previewSmart({
        module: school,
        companyId: s.lincoln.id,
        rules: rules({ grades: ["12"] }),
      });
      expect(lincolnSeniors).toMatchObject({ count: 1, sample: [{ id: s.ada.id }] });
      await expectTRPCError(
        s.atDistrict.groups.create({ module: school, name: `Empty ${s.tag}`, isSmart: true, rules: rules({}) }),
        "BAD_REQUEST",
        M.smartNeedsRule,
      );
      await expectTRPCError(
        s.atLincoln.groups.create({
          module: school,
          name: `Far ${s.tag}`,
          isSmart: true,
          rules: rules({ schoolIds: [s.adams.id] }),
        }),
        "BAD_REQUEST",
        M.schoolOutside,
      );
    });

    it("the compiled SQL picks exactly whom the domain's evaluator picks", async () => {
      const s = await site();
      const students = [s.ada, s.bob, s.cy, s.dee];
      const paths = new Map([
        [s.lincoln.id, s.lincoln.path],
        [s.adams.id, s.adams.path],
      ]);
      const cases = [
        rules({ grades: ["12"] }),
        rules({ grades: ["11", "12"], schoolIds: [s.lincoln.id] }),
        rules({ schoolIds: [s.adams.id] }),
        rules({ schoolIds: [s.district.id], grades: ["11"] }),
        rules({ studentIds: [s.bob.id] }),
        rules({ grades: ["12"], studentIds: [s.bob.id] }),
      ];
      for (const [index, r] of cases.entries()) {
        const group = await s.atDistrict.groups.create({
          module: school,
          name: `Case ${index} ${s.tag}`,
          isSmart: true,
          rules: r,
        });
        const expected = students
          .filter((st) =>
            smartRulesPick(r, s.district.path, { id: st.id, grade: st.grade, companyPath: paths.get(st.companyId)! }),
          )
          .map((st) => st.id);
        expect({ rules: r, members: await memberIds(s.atDistrict, group.groupId) }).toEqual({ rules: r, members: expected });
      }
    });
  });

  describe("shared groups", () => {
    it("a district's shared group is seen from its schools, read-only; an unshared one is not seen", async () => {
      const s = await site();
      const shared = await s.atDistrict.groups.create({
        module: school,
        name: `Shared ${s.tag}`,
        isShared: true,
        isSmart: true,
        rules: rules({ grades: ["12"] }),
      });
      const own = await s.atDistrict.groups.create({
        module: school,
        name: `Own ${s.tag}`,
        isSmart: true,
        rules: rules({ grades: ["11"] }),
      });
      const fromLincoln = await s.atLincoln.groups.list({ module: school, search: s.tag });
      expect(fromLincoln.rows.map((r) => [r.name, r.editable, r.isShared])).toEqual([[`Shared ${s.tag}`, false, true]]);
      expect((await s.atLincoln.groups.suggest({ module: school, term: s.tag })).map((g) => g.id)).toEqual([shared.groupId]);
      expect(await s.atLincoln.groups.get({ module: school, groupId: shared.groupId })).toMatchObject({ editable: false });
      await expectTRPCError(
        s.atLincoln.groups.update({ module: school, groupId: shared.groupId, name: `Mine ${s.tag}`, isShared: true }),
        "FORBIDDEN",
        M.sharedReadOnly,
      );
      await expectTRPCError(
        s.atLincoln.groups.delete({ module: school, groupId: shared.groupId }),
        "FORBIDDEN",
        M.sharedReadOnly,
      );
      await expectTRPCError(s.atLincoln.groups.get({ module: school, groupId: own.groupId }), "NOT_FOUND", M.noSuchGroup);

      // A school's shared group goes down, never sideways.
      const lincolnShared = await s.atLincoln.groups.create({
        module: school,
        name: `Lincoln shared ${s.tag}`,
        isShared: true,
        studentIds: [s.ada.id],
      });
      await expectTRPCError(s.atAdams.groups.get({ module: school, groupId: lincolnShared.groupId }), "NOT_FOUND", M.noSuchGroup);
      // The district sees and edits everything below it.
      expect((await s.atDistrict.groups.list({ module: school, search: s.tag })).rows.every((r) => r.editable)).toBe(true);
    });

    it("viewers look but do not change", async () => {
      const s = await site();
      const viewer = await adminAt(s.lincoln, ["uploads.view"]);
      const band = await s.atLincoln.groups.create({ module: school, name: `View ${s.tag}` });
      expect((await viewer.groups.get({ module: school, groupId: band.groupId })).name).toBe(`View ${s.tag}`);
      await expectTRPCError(viewer.groups.create({ module: school, name: `No ${s.tag}` }), "FORBIDDEN");
      await expectTRPCError(viewer.groups.delete({ module: school, groupId: band.groupId }), "FORBIDDEN");
    });
  });

  describe("item targets", () => {
    it("the parent area offers an item to the members of its target groups (listed, smart, shared from the district)", async () => {
      const s = await site();
      const band = await s.atLincoln.groups.create({ module: school, name: `Band ${s.tag}`, studentIds: [s.bob.id] });
      const seniors = await s.atDistrict.groups.create({
        module: school,
        name: `Seniors ${s.tag}`,
        isShared: true,
        isSmart: true,
        rules: rules({ grades: ["12"] }),
      });
      const bandTrip = await item(s.lincoln, {}, [{ kind: "GROUP", groupId: band.groupId }]);
      const seniorDues = await item(s.lincoln, {}, [{ kind: "GROUP", groupId: seniors.groupId }]);
      const parent = await parentOf(s.lincoln, [s.ada.id, s.bob.id]);
      const codes = (await parent.caller.parent.items()).students.map((x) => [x.student.studentId, x.items.map((i) => i.code)]);
      expect(codes).toEqual([
        [s.ada.id, [seniorDues.code]],
        [s.bob.id, [bandTrip.code]],
      ]);
      // Bob moves into grade 12: the smart group picks him at once, no re-save needed.
      await t.db.student.update({ where: { id: s.bob.id }, data: { grade: "12" } });
      const after = (await parent.caller.parent.items({ studentId: s.bob.id })).students[0]!.items.map((i) => i.code).sort();
      expect(after).toEqual([bandTrip.code, seniorDues.code].sort());
    });

    it("a group that is an item's audience is not deleted (the item would be offered to everyone)", async () => {
      const s = await site();
      const band = await s.atLincoln.groups.create({ module: school, name: `Band ${s.tag}`, studentIds: [s.bob.id] });
      const trip = await item(s.lincoln, { title: `Band trip ${s.tag}` }, [{ kind: "GROUP", groupId: band.groupId }]);
      const refused = await expectTRPCError(s.atLincoln.groups.delete({ module: school, groupId: band.groupId }), "CONFLICT");
      expect(refused.message).toBe(`${M.usedByItems} Band trip ${s.tag} (${trip.code})`);
    });
  });
});
