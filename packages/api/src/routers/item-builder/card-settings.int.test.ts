/** Card settings of /{module}/payments: suggested cash discount and accepted brands. */
import { describeDb, expectTRPCError } from "@paydesk/tests/harness";
import { CARD_SETTINGS_MESSAGES, COA_ACCOUNT_MESSAGES } from "@paydesk/validators";
import { expect, it } from "vitest";
import { builderSetup, school } from "@paydesk/tests/builder-site";

describeDb("paymentSettings card settings", (t) => {
  const { adminAt, site, lastAudit } = builderSetup(t);

  it("reads the flag and each own payee's brands with items.view, changes them with settings.manage only", async () => {
    const s = await site();
    const office = await adminAt(s.company, { roleIds: [], permissions: ["items.manage", "terminal.manage"] });
    expect(await office.caller.paymentSettings.cardSettings({ module: school })).toEqual({
      companyId: s.company.id,
      suggestCashDiscount: false,
      payees: [{ payeeId: s.own.payee.id, name: s.own.payee.name, acceptedCardBrands: ["visa", "mc", "disc", "amex"] }],
    });
    await expectTRPCError(
      office.caller.paymentSettings.updateCardSettings({ module: school, suggestCashDiscount: true, payees: [] }),
      "FORBIDDEN",
    );
  });

  it("saves the flag and the brands (in the product's order), audited", async () => {
    const s = await site();
    const saved = await s.master.caller.paymentSettings.updateCardSettings({
      module: school,
      suggestCashDiscount: true,
      payees: [{ payeeId: s.own.payee.id, acceptedCardBrands: ["amex", "visa"] }],
    });
    expect(saved).toMatchObject({
      suggestCashDiscount: true,
      payees: [{ payeeId: s.own.payee.id, acceptedCardBrands: ["visa", "amex"] }],
    });
    expect(await t.db.settlementAccount.findUniqueOrThrow({ where: { id: s.own.payee.id } })).toMatchObject({
      acceptedCardBrands: ["visa", "amex"],
    });
    expect(await t.db.company.findUniqueOrThrow({ where: { id: s.company.id } })).toMatchObject({ suggestCashDiscount: true });
    expect(await lastAudit("card_settings.updated", s.company.id)).toMatchObject({
      before: { suggestCashDiscount: false, payees: [{ acceptedCardBrands: ["visa", "mc", "disc", "amex"] }] },
      after: { suggestCashDiscount: true, payees: [{ acceptedCardBrands: ["visa", "amex"] }] },
    });
  });

  it("needs at least one known brand, and only the company's own payees", async () => {
    const s = await site();
    const update = (payees: { payeeId: number; acceptedCardBrands: string[] }[], companyId?: number) =>
      s.master.caller.paymentSettings.updateCardSettings({
        module: school,
        companyId,
        suggestCashDiscount: true,
        payees: payees as { payeeId: number; acceptedCardBrands: ("visa" | "mc" | "disc" | "amex")[] }[],
      });
    await expectTRPCError(
      update([{ payeeId: s.own.payee.id, acceptedCardBrands: [] }]),
      "BAD_REQUEST",
      CARD_SETTINGS_MESSAGES.atLeastOneBrand,
    );
    await expectTRPCError(
      update([{ payeeId: s.own.payee.id, acceptedCardBrands: ["jcb"] }]),
      "BAD_REQUEST",
      CARD_SETTINGS_MESSAGES.unknownBrand,
    );
    await expectTRPCError(
      update([{ payeeId: s.other.payee.id, acceptedCardBrands: ["visa"] }]),
      "NOT_FOUND",
      COA_ACCOUNT_MESSAGES.noSuchPayee,
    );
    await expectTRPCError(update([], s.sibling.id), "FORBIDDEN");
    await expectTRPCError(s.master.caller.paymentSettings.cardSettings({ module: school, companyId: s.sibling.id }), "FORBIDDEN");
    // Nothing was changed by the refused requests.
    expect(await t.db.company.findUniqueOrThrow({ where: { id: s.company.id } })).toMatchObject({ suggestCashDiscount: false });
  });
});
