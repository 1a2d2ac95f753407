/** The school year and important dates through createCaller on a real database. */
import type { Permission } from "@paydesk/domain";
import { describeDb, expectTRPCError, type FixtureCompany } from "@paydesk/tests/harness";
import { DATES_MESSAGES } from "@paydesk/validators";
import { expect, it } from "vitest";
import { callerFor } from "@paydesk/tests/callers";

const module = "school" as const;

describeDb("dates router", (t) => {
  async function staffAt(company: FixtureCompany, permissions: Permission[] = ["settings.manage"]) {
    const user = await t.fixtures.user({ company, permissions, label: "staff" });
    return callerFor(t.db, await t.fixtures.actor(user));
  }

  async function site() {
    const district = await t.fixtures.company({ kind: "DISTRICT" });
    const school = await t.fixtures.company({ parent: district });
    const sibling = await t.fixtures.company({ parent: district });
    return { district, school, sibling, districtStaff: await staffAt(district), staff: await staffAt(school) };
  }

  it("creates, lists in date order with the district's dates inherited, edits and deletes", async () => {
    const s = await site();
    const year = await s.districtStaff.dates.create({
      module,
      fields: { kind: "SCHOOL_YEAR", title: "2026-27", startsOn: "2026-08-20", endsOn: "2027-06-04" },
    });
    expect(year).toMatchObject({ companyId: s.district.id, startsOn: "2026-08-20", endsOn: "2027-06-04", inherited: false });
    const picture = await s.staff.dates.create({
      module,
      fields: { kind: "EVENT", title: "Picture day", startsOn: "2026-09-15", endsOn: "" },
    });
    expect(picture.endsOn).toBeNull();
    const list = await s.staff.dates.list({ module });
    expect(list.dates.map((d) => [d.title, d.inherited])).toEqual([
      ["2026-27", true],
      ["Picture day", false],
    ]);
    const moved = await s.staff.dates.update({
      module,
      dateId: picture.id,
      fields: { kind: "EVENT", title: "Picture day", startsOn: "2026-09-22" },
    });
    expect(moved.startsOn).toBe("2026-09-22");
    expect(await s.staff.dates.delete({ module, dateId: picture.id })).toEqual({ message: DATES_MESSAGES.deleted });
    expect((await s.staff.dates.list({ module })).dates.map((d) => d.id)).toEqual([year.id]);
    // The district lists only its own (nothing inherits downwards into its list).
    expect((await s.districtStaff.dates.list({ module })).dates.map((d) => d.id)).toEqual([year.id]);
  });

  it("refuses a bad date, an end before the start, and dates outside the subtree", async () => {
    const s = await site();
    await expectTRPCError(
      s.staff.dates.create({ module, fields: { title: "", startsOn: "2026-09-01" } }),
      "BAD_REQUEST",
      DATES_MESSAGES.titleRequired,
    );
    await expectTRPCError(
      s.staff.dates.create({ module, fields: { title: "X", startsOn: "2026-02-30" } }),
      "BAD_REQUEST",
      DATES_MESSAGES.notADate,
    );
    await expectTRPCError(
      s.staff.dates.create({ module, fields: { title: "X", startsOn: "2026-09-02", endsOn: "2026-09-01" } }),
      "BAD_REQUEST",
      DATES_MESSAGES.endBeforeStart,
    );
    const districtDate = await s.districtStaff.dates.create({ module, fields: { title: "Board", startsOn: "2026-10-01" } });
    // The school sees the district's date but may not change it; nor write at a sibling.
    await expectTRPCError(
      s.staff.dates.update({ module, dateId: districtDate.id, fields: { title: "Mine", startsOn: "2026-10-01" } }),
      "FORBIDDEN",
    );
    await expectTRPCError(s.staff.dates.delete({ module, dateId: districtDate.id }), "FORBIDDEN");
    await expectTRPCError(
      s.staff.dates.create({ module, companyId: s.sibling.id, fields: { title: "X", startsOn: "2026-10-01" } }),
      "FORBIDDEN",
    );
    await expectTRPCError(s.staff.dates.delete({ module, dateId: 2_000_000_000 }), "NOT_FOUND", DATES_MESSAGES.noSuchDate);
    const viewer = await staffAt(s.school, ["settings.view"]);
    expect((await viewer.dates.list({ module })).dates).toHaveLength(1);
    await expectTRPCError(viewer.dates.create({ module, fields: { title: "X", startsOn: "2026-10-01" } }), "FORBIDDEN");
    const uploads = await staffAt(s.school, ["uploads.manage"]);
    await expectTRPCError(uploads.dates.list({ module }), "FORBIDDEN");
  });
});
