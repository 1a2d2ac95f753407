/**
 * A site for the lookup tests: a district with a school (two students with a parent)
 * and a sibling school (one student), a company elsewhere, terminal staff at the school, and
 * helpers that write items with targets the way the item builder stores them.
 */
import type { Prisma } from "@paydesk/db";
import type { Permission } from "@paydesk/domain";
import { uniqueSuffix, type FixtureCompany, type TestDatabase } from "./harness.ts";
import { callerAs } from "./callers.ts";

type TargetInput = Omit<Prisma.ItemTargetUncheckedCreateInput, "itemId">;

export function lookupSetup(t: TestDatabase) {

  async function staffAt(company: FixtureCompany, permissions: Permission[] = ["terminal.manage"], categoryIds?: number[]) {
    const user = await t.fixtures.user({ company, permissions, categoryIds, label: "staff" });
    return { user, caller: await callerAs(t.db, user) };
  }

  async function parentOf(company: FixtureCompany, studentIds: number[]) {
    const user = await t.fixtures.user({ kind: "PARENT", company, label: "parent" });
    await t.db.parentStudent.createMany({ data: studentIds.map((studentId) => ({ parentId: user.id, studentId })) });
    return { user, caller: await callerAs(t.db, user) };
  }

  async function student(company: FixtureCompany, data: Partial<Prisma.StudentUncheckedCreateInput> = {}) {
    const s = uniqueSuffix();
    return t.db.student.create({
      data: { companyId: company.id, externalId: `N-${s}`, firstName: "Pat", lastName: `Doe${s}`, grade: "5", ...data },
    });
  }

  /** A payable item (active, out of draft, visible, open to users) unless `data` says otherwise. */
  async function item(company: FixtureCompany, data: Partial<Prisma.ItemUncheckedCreateInput> = {}, targets: TargetInput[] = []) {
    const s = uniqueSuffix().toUpperCase();
    return t.db.item.create({
      data: {
        companyId: company.id,
        code: `T${s}`,
        slug: "item",
        title: `Item ${s}`,
        amountCents: 2500,
        ...data,
        targets: { create: targets },
      },
    });
  }

  async function site() {
    const district = await t.fixtures.company({ kind: "DISTRICT", name: `District ${uniqueSuffix()}` });
    const school = await t.fixtures.company({ parent: district });
    const sibling = await t.fixtures.company({ parent: district });
    const elsewhere = await t.fixtures.company();
    const ada = await student(school, { firstName: "Ada", grade: "7", teacher: "Mr Babbage" });
    const bob = await student(school, { firstName: "Bob", grade: "9" });
    const cy = await student(sibling, { firstName: "Cy", grade: "7" });
    const staff = await staffAt(school);
    const parent = await parentOf(school, [ada.id, bob.id]);
    return { district, school, sibling, elsewhere, ada, bob, cy, staff, parent };
  }

  return { staffAt, parentOf, student, item, site };
}
