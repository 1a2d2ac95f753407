import { isPubliclyPayable, type PayableItemFlags } from "@paydesk/domain";
import { describeDb, uniqueSuffix } from "@paydesk/tests/harness";
import { expect, it } from "vitest";
import { payableItemWhere } from "./payable.ts";

describeDb("payableItemWhere", (t) => {
  it("selects exactly the items isPubliclyPayable accepts, over every combination of the flags", async () => {
    const company = await t.fixtures.company({ kind: "SCHOOL" });
    const combinations: PayableItemFlags[] = [];
    for (const active of [true, false])
      for (const isDraft of [false, true])
        for (const status of ["ACTIVE", "DRAFT", "TRASH"] as const)
          for (const visible of [true, false])
            for (const disableGuest of [0, 1, 2]) combinations.push({ active, isDraft, status, visible, disableGuest });
    const suffix = uniqueSuffix();
    await t.db.item.createMany({
      data: combinations.map((flags, index) => ({ ...flags, companyId: company.id, code: `PAYABLE-${suffix}-${index}`.toUpperCase(), slug: "x", title: `Combination ${index}` })),
    });
    const items = await t.db.item.findMany({ where: { companyId: company.id }, select: { code: true, active: true, isDraft: true, status: true, visible: true, disableGuest: true } });
    const selected = await t.db.item.findMany({ where: { companyId: company.id, ...payableItemWhere }, select: { code: true } });
    const expected = items.filter(isPubliclyPayable).map((item) => item.code);
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(items.length);
    expect(selected.map((item) => item.code).sort()).toEqual(expected.sort());
  });
});
