/**
 * A site for the builder's tests: a district with a school below it and a sibling school, each
 * with what an item can point at (category, payee with a primary and a sub account, image, sold-out
 * message, students and a group), and a master administrator at the school.
 */
import {
  uniqueSuffix,
  type FixtureCompany,
  type TestDatabase,
  type UserOptions,
} from "./harness.ts";
import type { TItemFormInput } from "@paydesk/validators";
import { callerFor } from "./callers.ts";

export const school = "school" as const;

/** The smallest PNG: the upload checks the signature, not the picture. */
export const PNG_BASE64 = "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==";

export function builderSetup(t: TestDatabase) {

  async function adminAt(company: FixtureCompany, options: Omit<UserOptions, "company"> = {}) {
    const user = await t.fixtures.user({ company, label: "admin", roleIds: [1], permissions: [], ...options });
    const actor = await t.fixtures.actor(user);
    return { user, actor, caller: callerFor(t.db, actor) };
  }

  async function stock(company: FixtureCompany) {
    const s = uniqueSuffix();
    const category = await t.fixtures.category(company);
    const payee = await t.db.settlementAccount.create({
      data: { companyId: company.id, name: `Payee ${s}`, reference: `REF-${s}`, cardRateHundredths: 300, cardFixedFeeCents: 30 },
    });
    // The payee's own chart of accounts (docs/product/chart-of-accounts.md).
    const coa = await t.db.chartAccount.create({ data: { payeeId: payee.id, number: `4${s.slice(0, 4)}`, name: "Tuition", kind: "PRIMARY" } });
    const subCoa = await t.db.chartAccount.create({ data: { payeeId: payee.id, number: `9${s.slice(0, 4)}`, name: "Sub", kind: "SUB" } });
    const image = await t.db.image.create({
      data: {
        companyId: company.id,
        name: "logo.png",
        contentType: "image/png",
        byteSize: 68,
        data: Buffer.from(PNG_BASE64, "base64"),
      },
    });
    const soldOut = await t.db.soldOutMessage.create({ data: { companyId: company.id, text: "All gone for this year" } });
    const student = await t.db.student.create({
      data: {
        companyId: company.id,
        externalId: `S-${s}`,
        firstName: "Ada",
        lastName: `Lovelace${s}`,
        grade: "7",
        teacher: "Mr Babbage",
      },
    });
    const group = await t.db.studentGroup.create({ data: { companyId: company.id, name: `Band ${s}` } });
    return { category, payee, coa, subCoa, image, soldOut, student, group };
  }

  async function site() {
    const district = await t.fixtures.company({ kind: "DISTRICT", name: `District ${uniqueSuffix()}` });
    const company = await t.fixtures.company({ parent: district });
    const sibling = await t.fixtures.company({ parent: district });
    await t.db.company.update({ where: { id: company.id }, data: { defaultTaxHundredths: 825 } });
    const master = await adminAt(company);
    return { district, company, sibling, master, own: await stock(company), other: await stock(sibling) };
  }

  type Site = Awaited<ReturnType<typeof site>>;

  /** A form that passes readiness at the site's school. */
  function readyForm(s: Site, overrides: Partial<TItemFormInput> = {}): TItemFormInput & { module: typeof school } {
    return {
      module: school,
      type: "basic",
      title: `Field trip ${uniqueSuffix()}`,
      description: "<p>Bus and lunch included.</p>",
      categoryId: s.own.category.id,
      settlementAccountId: s.own.payee.id,
      coaId: s.own.coa.id,
      subCoaId: s.own.subCoa.id,
      amountType: "Fixed",
      amountCents: 2500,
      feeType: "None",
      ...overrides,
    };
  }

  const lastAudit = (action: string, entityId: number) =>
    t.db.auditEvent.findFirst({ where: { action, entityId: String(entityId) }, orderBy: { id: "desc" } });

  return { adminAt, site, readyForm, lastAudit, stock };
}
