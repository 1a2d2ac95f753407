import { checkoutShop } from "@paydesk/tests/checkout";
import { describeDb, expectTRPCError } from "@paydesk/tests/harness";
import { GO_LIVE_STEPS } from "@paydesk/domain";
import { configurePaymentGateway } from "@paydesk/services";
import { GOLIVE_MESSAGES } from "@paydesk/validators";
import { describe, expect, it } from "vitest";
import { callerAs } from "@paydesk/tests/callers";

describeDb("goLive", (t) => {
  const module = "school" as const;
  const setup = checkoutShop(t);
  const completedNames = (steps: { name: string; completed: boolean }[]) => steps.filter((s) => s.completed).map((s) => s.name);

  describe("steps that reflect the company's real state", () => {
    it("completes the payee, item and payment steps from the data, and says they are computed", async () => {
      const shop = await setup.shop(); // a school with a payee
      const admin = await callerAs(t.db, await t.fixtures.user({ company: shop.school, label: "golive-admin" }));
      const first = await admin.goLive.list({ module });
      expect(first.steps.map((s) => [s.name, s.type])).toEqual(GO_LIVE_STEPS.map((s) => [s.name, s.type]));
      expect(completedNames(first.steps)).toEqual(["payee", "card_payments"]);

      const item = await setup.item(shop);
      await t.db.item.update({ where: { id: item.id }, data: { isDraft: true } });
      expect(completedNames((await admin.goLive.list({ module })).steps)).toEqual(["payee", "card_payments"]);
      await t.db.item.update({ where: { id: item.id }, data: { isDraft: false } });
      expect(completedNames((await admin.goLive.list({ module })).steps)).toEqual(["payee", "card_payments", "active_item"]);

      await t.db.order.create({
        data: {
          companyId: shop.school.id,
          source: "TERMINAL",
          status: "PAID",
          payerName: "Pat Payer",
          totalCents: 2500,
          paidCents: 2500,
          payments: { create: { method: "CASH", amountCents: 2500 } },
        },
      });
      const after = await admin.goLive.list({ module });
      expect(completedNames(after.steps)).toEqual(["payee", "card_payments", "active_item", "first_payment"]);
      expect(after.progress).toBe(Math.floor((4 * 100) / GO_LIVE_STEPS.length));
    });

    it("shows the card payments step as not done while no card gateway is set up", async () => {
      const admin = await callerAs(t.db, await t.fixtures.user({ label: "golive-no-gateway" }));
      configurePaymentGateway("none");
      try {
        const steps = (await admin.goLive.list({ module })).steps;
        expect(steps.find((s) => s.name === "card_payments")).toMatchObject({ type: "auto", completed: false });
      } finally {
        configurePaymentGateway(null);
      }
      expect((await admin.goLive.list({ module })).steps.find((s) => s.name === "card_payments")?.completed).toBe(true);
    });

    it("refuses to tick a computed step by hand", async () => {
      const admin = await callerAs(t.db, await t.fixtures.user({ label: "golive-auto" }));
      await expectTRPCError(admin.goLive.save({ module, name: "payee" }), "CONFLICT", GOLIVE_MESSAGES.computedStep);
    });
  });

  describe("savelist", () => {
    it("toggles one manual step, saved at once, for the company only", async () => {
      const user = await t.fixtures.user({ label: "golive-toggle" });
      const admin = await callerAs(t.db, user);
      const ticked = await admin.goLive.save({ module, name: "logo", type: "manual" });
      expect(ticked).toMatchObject({ message: GOLIVE_MESSAGES.saved, step: { name: "logo", type: "manual", completed: true } });
      // card_payments follows the installation's gateway (the in-process simulator here), not the company.
      expect(completedNames((await admin.goLive.list({ module })).steps)).toEqual(["card_payments", "logo"]);
      const row = await t.db.goLiveStep.findUniqueOrThrow({
        where: { companyId_name: { companyId: user.companyId, name: "logo" } },
      });
      expect(row.completedById).toBe(user.id);

      const unticked = await admin.goLive.save({ module, name: "logo", type: "manual" });
      expect(unticked.step.completed).toBe(false);
      expect(await t.db.goLiveStep.count({ where: { companyId: user.companyId } })).toBe(0);

      // A colleague at another company sees their own checklist.
      await admin.goLive.save({ module, name: "fees" });
      const other = await callerAs(t.db, await t.fixtures.user({ label: "golive-other" }));
      expect(completedNames((await other.goLive.list({ module })).steps)).toEqual(["card_payments"]);
      expect(await t.db.auditEvent.count({ where: { action: { startsWith: "golive.step_" }, companyId: user.companyId } })).toBe(
        3,
      );
    });

    it("sets the state asked for without flipping it back on a repeat", async () => {
      const admin = await callerAs(t.db, await t.fixtures.user({ label: "golive-idem" }));
      expect((await admin.goLive.save({ module, name: "announce", completed: true })).step.completed).toBe(true);
      expect((await admin.goLive.save({ module, name: "announce", completed: true })).step.completed).toBe(true);
      expect((await admin.goLive.save({ module, name: "announce", completed: false })).step.completed).toBe(false);
      expect((await admin.goLive.save({ module, name: "announce", completed: false })).step.completed).toBe(false);
    });

    it("refuses an unknown step, a wrong type, and a reader without promote.manage", async () => {
      const admin = await callerAs(t.db, await t.fixtures.user({ label: "golive-bad" }));
      await expectTRPCError(admin.goLive.save({ module, name: "moon_landing" }), "NOT_FOUND", GOLIVE_MESSAGES.unknownStep);
      await expectTRPCError(admin.goLive.save({ module, name: "logo", type: "auto" }), "BAD_REQUEST", GOLIVE_MESSAGES.badType);
      const reader = await callerAs(t.db, await t.fixtures.user({ permissions: ["promote.view"], label: "golive-reader" }));
      expect((await reader.goLive.list({ module })).steps).toHaveLength(GO_LIVE_STEPS.length);
      await expectTRPCError(reader.goLive.save({ module, name: "logo" }), "FORBIDDEN");
      const office = await callerAs(t.db, await t.fixtures.user({ permissions: ["terminal.manage"], label: "golive-office" }));
      await expectTRPCError(office.goLive.list({ module }), "FORBIDDEN");
    });
  });
});
