/**
 * Payment settings (/{module}/payments; docs/product/items-and-fees.md,
 * Pricing and fees) through createCaller.
 */
import { describeDb, expectTRPCError } from "@paydesk/tests/harness";
import { ITEM_FORM_MESSAGES } from "@paydesk/validators";
import { expect, it } from "vitest";
import { builderSetup, school } from "@paydesk/tests/builder-site";

describeDb("paymentSettings router", (t) => {
  const { adminAt, site, readyForm, lastAudit } = builderSetup(t);

  it("reads with items.view, changes with settings.manage only", async () => {
    const s = await site();
    const office = await adminAt(s.company, { roleIds: [], permissions: ["items.manage"] });
    expect(await office.caller.paymentSettings.get({ module: school })).toMatchObject({
      id: s.company.id,
      feeBehaviour: "Default",
      defaultTaxHundredths: 825,
    });
    await expectTRPCError(
      office.caller.paymentSettings.update({
        module: school,
        feeBehaviour: "Absorb",
        defaultItemFeeCents: 0,
        defaultTaxHundredths: 0,
      }),
      "FORBIDDEN",
    );
  });

  it("saves the fee behaviour, default item fee and tax rate, which Include tax then takes", async () => {
    const s = await site();
    const saved = await s.master.caller.paymentSettings.update({
      module: school,
      feeBehaviour: "AlwaysAddFlat",
      defaultItemFeeCents: 199,
      defaultTaxHundredths: 700,
    });
    expect(saved).toMatchObject({ feeBehaviour: "AlwaysAddFlat", defaultItemFeeCents: 199, defaultTaxHundredths: 700 });
    expect(await t.db.company.findUniqueOrThrow({ where: { id: s.company.id } })).toMatchObject({
      feeBehaviour: "ALWAYS_ADD_FLAT",
    });
    expect(await lastAudit("payment_settings.updated", s.company.id)).toMatchObject({
      before: { feeBehaviour: "DEFAULT", defaultTaxHundredths: 825 },
      after: { feeBehaviour: "ALWAYS_ADD_FLAT", defaultTaxHundredths: 700 },
    });
    const item = await s.master.caller.itemBuilder.create(readyForm(s, { taxEnabled: true, includeTax: true }));
    expect((await t.db.item.findUniqueOrThrow({ where: { id: item.itemId } })).taxRateHundredths).toBe(700);
  });

  it("refuses out-of-range amounts and other companies", async () => {
    const s = await site();
    await expectTRPCError(
      s.master.caller.paymentSettings.update({
        module: school,
        feeBehaviour: "Default",
        defaultItemFeeCents: 10_000_001,
        defaultTaxHundredths: 0,
      }),
      "BAD_REQUEST",
      ITEM_FORM_MESSAGES.dollarRange,
    );
    await expectTRPCError(
      s.master.caller.paymentSettings.update({
        module: school,
        feeBehaviour: "Default",
        defaultItemFeeCents: 0,
        defaultTaxHundredths: 10_000,
      }),
      "BAD_REQUEST",
      ITEM_FORM_MESSAGES.percentRange,
    );
    await expectTRPCError(s.master.caller.paymentSettings.get({ module: school, companyId: s.sibling.id }), "FORBIDDEN");
  });
});
