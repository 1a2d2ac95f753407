/**
 * The server-side carts through createCaller on a real database (docs/product/checkout-and-payments.md,
 * Carts): whose cart each caller gets, every add rule with its message, removes that act once, totals.
 */
import { OVERRIDDEN_VALUE } from "@paydesk/domain";
import { guestCartKeyHash } from "@paydesk/services";
import { describeDb, expectTRPCError, uniqueSuffix, type FixtureCompany } from "@paydesk/tests/harness";
import { AUTH_MESSAGES, CART_MESSAGES, ITEM_FORM_MESSAGES, PAYMENT_MESSAGES, onlyLeftMessage } from "@paydesk/validators";
import { describe, expect, it } from "vitest";
import { callerFor } from "@paydesk/tests/callers";

const school = "school" as const;
const parentModule = "parent" as const;
const pay = "pay" as const;

describeDb("cart router", (t) => {

  /** A guest browser: its cookie's key (null: no cookie yet) and the keys the server set. */
  function guest(key: string | null = null) {
    const set: string[] = [];
    const caller = callerFor(t.db, null, { guestCartKey: key, guestCartCookie: { set: (k: string) => void set.push(k) } });
    return { caller, set };
  }

  async function site() {
    const s = uniqueSuffix();
    const district = await t.fixtures.company({ kind: "DISTRICT", name: `District ${s}` });
    const company = await t.fixtures.company({ parent: district });
    const sibling = await t.fixtures.company({ parent: district });
    const payee = await t.db.settlementAccount.create({
      data: { companyId: company.id, name: `Payee ${s}`, reference: `R-${s}`, acceptedCardBrands: ["visa", "mc", "amex"] },
    });
    const otherPayee = await t.db.settlementAccount.create({
      data: { companyId: company.id, name: `Other ${s}`, reference: `O-${s}`, acceptedCardBrands: ["visa", "disc", "amex"] },
    });
    const item = (data: Record<string, unknown> = {}, at: FixtureCompany = company) => {
      const code = `C${uniqueSuffix()}`.toUpperCase().slice(0, 10);
      return t.db.item.create({ data: { companyId: at.id, code, slug: "item", title: `Item ${code}`, amountCents: 2500, settlementAccountId: payee.id, ...data } });
    };
    const student = (at: FixtureCompany = company) =>
      t.db.student.create({ data: { companyId: at.id, externalId: `S-${uniqueSuffix()}`, firstName: "Ada", lastName: `Lovelace${uniqueSuffix()}` } });
    const staff = await t.fixtures.user({ company, label: "terminal", permissions: ["terminal.manage"] });
    const parentUser = await t.fixtures.user({ kind: "PARENT", company, label: "parent" });
    const ownStudent = await student();
    await t.db.parentStudent.create({ data: { parentId: parentUser.id, studentId: ownStudent.id } });
    const staffActor = await t.fixtures.actor(staff);
    const parentActor = await t.fixtures.actor(parentUser);
    return {
      company,
      sibling,
      payee,
      otherPayee,
      item,
      student,
      ownStudent,
      staff: callerFor(t.db, staffActor),
      staffActor,
      parent: callerFor(t.db, parentActor),
      parentActor,
    };
  }

  describe("whose cart: the payer rung", () => {
    it("refuses the signed out outside the pay module, staff without terminal.manage and the wrong module", async () => {
      const s = await site();
      await expectTRPCError(callerFor(t.db, null).cart.list({ module: school }), "UNAUTHORIZED", AUTH_MESSAGES.notSignedIn);
      await expectTRPCError(callerFor(t.db, null).cart.list({ module: parentModule }), "UNAUTHORIZED", AUTH_MESSAGES.notSignedIn);
      const viewer = await t.fixtures.actor(await t.fixtures.user({ company: s.company, permissions: ["items.manage", "reports.view"] }));
      await expectTRPCError(callerFor(t.db, viewer).cart.list({ module: school }), "FORBIDDEN", AUTH_MESSAGES.accessDenied);
      await expectTRPCError(callerFor(t.db, viewer).cart.add({ module: pay, itemId: 1, studentId: "NA" }), "FORBIDDEN", AUTH_MESSAGES.accessDenied);
      await expectTRPCError(s.staff.cart.list({ module: "vendor" }), "FORBIDDEN", AUTH_MESSAGES.accessDenied);
      await expectTRPCError(s.staff.cart.list({ module: parentModule }), "FORBIDDEN", AUTH_MESSAGES.accessDenied);
      await expectTRPCError(s.parent.cart.list({ module: school }), "FORBIDDEN", AUTH_MESSAGES.accessDenied);
    });

    it("keeps the terminal, parent and guest carts apart, and pay means the caller's own cart", async () => {
      const s = await site();
      const item = await s.item();
      const browser = guest();
      const staffLine = await s.staff.cart.add({ module: pay, itemId: item.id, studentId: "NA" });
      const parentLine = await s.parent.cart.add({ module: pay, itemId: item.id, studentId: s.ownStudent.id });
      const guestLine = await browser.caller.cart.add({ module: pay, itemId: item.id, studentId: "NA" });
      const ids = async (lines: Promise<{ lines: { lineId: number }[] }>) => (await lines).lines.map((line) => line.lineId);
      expect(await ids(s.staff.cart.list({ module: school }))).toEqual([staffLine.lineId]);
      expect(await ids(s.parent.cart.list({ module: parentModule }))).toEqual([parentLine.lineId]);
      expect(await ids(guest(browser.set[0]!).caller.cart.list({ module: pay }))).toEqual([guestLine.lineId]);
      // Another browser, with no cookie or a key of its own making, sees nothing.
      expect(await ids(guest().caller.cart.list({ module: pay }))).toEqual([]);
      expect(await ids(guest("made-up-key").caller.cart.list({ module: pay }))).toEqual([]);
      // Nobody reaches another cart's line.
      await expectTRPCError(s.parent.cart.line({ module: parentModule, lineId: staffLine.lineId }), "NOT_FOUND", CART_MESSAGES.noSuchLine);
      expect(await s.parent.cart.remove({ module: parentModule, lineId: guestLine.lineId })).toMatchObject({ removed: false });
      expect(await ids(guest(browser.set[0]!).caller.cart.list({ module: pay }))).toEqual([guestLine.lineId]);
    });

    it("creates the guest cart on the first add: a random key in the cookie, only its SHA-256 stored", async () => {
      const s = await site();
      const item = await s.item();
      const browser = guest();
      expect((await browser.caller.cart.list({ module: pay })).lines).toEqual([]);
      expect(browser.set).toEqual([]);
      await browser.caller.cart.add({ module: pay, itemId: item.id, studentId: "NA" });
      expect(browser.set).toHaveLength(1);
      const key = browser.set[0]!;
      expect(key).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const cart = await t.db.cart.findUnique({ where: { guestKeyHash: guestCartKeyHash(key) } });
      expect(cart).toMatchObject({ purpose: "GUEST", userId: null });
      expect(JSON.stringify(await t.db.cart.findMany({ where: { id: cart!.id } }))).not.toContain(key);
      // The second add of the same browser uses its cart and sets no new cookie.
      const again = guest(key);
      await again.caller.cart.add({ module: pay, itemId: item.id, studentId: "NA" });
      expect(again.set).toEqual([]);
      expect((await again.caller.cart.list({ module: pay })).lines).toHaveLength(2);
      // A browser offering an unknown key gets a new key of ours, not the one it offered.
      const planted = guest("planted-key-123");
      await planted.caller.cart.add({ module: pay, itemId: item.id, studentId: "NA" });
      expect(planted.set).toHaveLength(1);
      expect(planted.set[0]).not.toBe("planted-key-123");
    });
  });

  describe("adding: the rules of docs/product/checkout-and-payments.md", () => {
    it("asks for a student or NA", async () => {
      const s = await site();
      const item = await s.item();
      await expectTRPCError(s.staff.cart.add({ module: school, itemId: item.id, studentId: undefined as never }), "BAD_REQUEST", PAYMENT_MESSAGES.selectStudent);
      await expectTRPCError(s.staff.cart.add({ module: school, itemId: item.id, studentId: "" as never }), "BAD_REQUEST", PAYMENT_MESSAGES.selectStudent);
    });

    it("takes students of the staff's subtree and a parent's own students only", async () => {
      const s = await site();
      const item = await s.item();
      const here = await s.student();
      const elsewhere = await s.student(s.sibling);
      await s.staff.cart.add({ module: school, itemId: item.id, studentId: here.id });
      await expectTRPCError(s.staff.cart.add({ module: school, itemId: item.id, studentId: elsewhere.id }), "NOT_FOUND", CART_MESSAGES.noSuchStudent);
      // Another family's child at the same school.
      await expectTRPCError(s.parent.cart.add({ module: parentModule, itemId: item.id, studentId: here.id }), "NOT_FOUND", CART_MESSAGES.noSuchStudent);
      const { lineId } = await s.parent.cart.add({ module: parentModule, itemId: item.id, studentId: s.ownStudent.id });
      const line = await s.parent.cart.line({ module: parentModule, lineId });
      expect(line).toMatchObject({ studentId: s.ownStudent.id, studentName: `Ada ${s.ownStudent.lastName}` });
      // A guest cannot name a student: their names would leak through the cart.
      await expectTRPCError(guest().caller.cart.add({ module: pay, itemId: item.id, studentId: here.id }), "NOT_FOUND", CART_MESSAGES.noSuchStudent);
    });

    it("refuses a deactivated student on the staff and the parent path alike", async () => {
      const s = await site();
      const item = await s.item();
      const here = await s.student();
      await t.db.student.updateMany({ where: { id: { in: [here.id, s.ownStudent.id] } }, data: { active: false } });
      try {
        await expectTRPCError(s.staff.cart.add({ module: school, itemId: item.id, studentId: here.id }), "NOT_FOUND", CART_MESSAGES.noSuchStudent);
        await expectTRPCError(s.parent.cart.add({ module: parentModule, itemId: item.id, studentId: s.ownStudent.id }), "NOT_FOUND", CART_MESSAGES.noSuchStudent);
      } finally {
        await t.db.student.updateMany({ where: { id: { in: [here.id, s.ownStudent.id] } }, data: { active: true } });
      }
      // Active again, both are taken.
      await s.staff.cart.add({ module: school, itemId: item.id, studentId: here.id });
      await s.parent.cart.add({ module: parentModule, itemId: item.id, studentId: s.ownStudent.id });
    });

    it("sells staff the payable items of their subtree only", async () => {
      const s = await site();
      const sibling = await s.item({}, s.sibling);
      await expectTRPCError(s.staff.cart.add({ module: school, itemId: sibling.id, studentId: "NA" }), "NOT_FOUND", ITEM_FORM_MESSAGES.noSuchItem);
      for (const data of [{ isDraft: true }, { status: "TRASH" as const }, { active: false }]) {
        const item = await s.item(data);
        await expectTRPCError(s.staff.cart.add({ module: school, itemId: item.id, studentId: "NA" }), "BAD_REQUEST", CART_MESSAGES.notPayable);
      }
      await expectTRPCError(s.staff.cart.add({ module: school, itemId: 2_000_000_000, studentId: "NA" }), "NOT_FOUND", ITEM_FORM_MESSAGES.noSuchItem);
    });

    it("opens items to guests by disable_guest and to parents by available_to_users", async () => {
      const s = await site();
      const noGuests = await s.item({ disableGuest: 1 });
      const guestOnly = await s.item({ disableGuest: 2, visible: false, availableToUsers: false });
      const hiddenFromUsers = await s.item({ availableToUsers: false });
      await expectTRPCError(guest().caller.cart.add({ module: pay, itemId: noGuests.id, studentId: "NA" }), "NOT_FOUND", ITEM_FORM_MESSAGES.noSuchItem);
      await guest().caller.cart.add({ module: pay, itemId: guestOnly.id, studentId: "NA" });
      await s.parent.cart.add({ module: parentModule, itemId: noGuests.id, studentId: "NA" });
      await expectTRPCError(s.parent.cart.add({ module: parentModule, itemId: hiddenFromUsers.id, studentId: "NA" }), "NOT_FOUND", ITEM_FORM_MESSAGES.noSuchItem);
      await expectTRPCError(s.parent.cart.add({ module: parentModule, itemId: guestOnly.id, studentId: "NA" }), "NOT_FOUND", ITEM_FORM_MESSAGES.noSuchItem);
    });

    it("requires the required custom fields; cf_override (staff only) makes them Overridden", async () => {
      const s = await site();
      const item = await s.item({
        customFields: {
          create: [
            { position: 1, label: "Size", type: "DROPDOWN", isMandatory: true, options: ["S", "M"] },
            { position: 2, label: "Note", type: "TEXT", isMandatory: false },
            { position: 3, label: "Ref", type: "HIDDENTEXT", isMandatory: true, defaultValue: "H-1" },
          ],
        },
      });
      await expectTRPCError(s.staff.cart.add({ module: school, itemId: item.id, studentId: "NA", cfs: { Note: "hi" } }), "BAD_REQUEST", PAYMENT_MESSAGES.requiredCustomFields);
      await expectTRPCError(s.parent.cart.add({ module: parentModule, itemId: item.id, studentId: "NA", cfOverride: true }), "BAD_REQUEST", PAYMENT_MESSAGES.requiredCustomFields);
      const filled = await s.staff.cart.add({ module: school, itemId: item.id, studentId: "NA", cfs: '{"Size":"M","Bogus":"x"}' });
      expect(await s.staff.cart.line({ module: school, lineId: filled.lineId })).toMatchObject({ cfs: { Size: "M", Ref: "H-1" }, cfOverridden: false });
      const overridden = await s.staff.cart.add({ module: school, itemId: item.id, studentId: "NA", cfs: { Note: "kept" }, cfOverride: true });
      expect(await s.staff.cart.line({ module: school, lineId: overridden.lineId })).toMatchObject({
        cfs: { Size: OVERRIDDEN_VALUE, Note: "kept", Ref: "H-1" },
        cfOverridden: true,
      });
    });

    it("prices open amounts as typed, above the minimum, and Fixed items at their price", async () => {
      const s = await site();
      const open = await s.item({ amountType: "OPEN", amountCents: 0 });
      const suggested = await s.item({ amountType: "AOPEN", amountCents: 1500 });
      const fixed = await s.item({ amountCents: 2500 });
      for (const amountCents of [0, 1, undefined]) {
        await expectTRPCError(s.staff.cart.add({ module: school, itemId: open.id, studentId: "NA", amountCents }), "BAD_REQUEST", PAYMENT_MESSAGES.minimumPayment);
      }
      const typed = await s.staff.cart.add({ module: school, itemId: open.id, studentId: "NA", amountCents: 2 });
      const asSuggested = await s.staff.cart.add({ module: school, itemId: suggested.id, studentId: "NA" });
      const atPrice = await s.staff.cart.add({ module: school, itemId: fixed.id, studentId: "NA", amountCents: 1 });
      const amount = async (lineId: number) => (await s.staff.cart.line({ module: school, lineId })).amountCents;
      expect([await amount(typed.lineId), await amount(asSuggested.lineId), await amount(atPrice.lineId)]).toEqual([2, 1500, 2500]);
      await expectTRPCError(s.staff.cart.update({ module: school, lineId: typed.lineId, amountCents: 1 }), "BAD_REQUEST", PAYMENT_MESSAGES.minimumPayment);
      await s.staff.cart.update({ module: school, lineId: typed.lineId, amountCents: 4550 });
      expect(await amount(typed.lineId)).toBe(4550);
    });

    it("respects the quantity left: the sold-out message, ours by default, and what this cart holds", async () => {
      const s = await site();
      const message = await t.db.soldOutMessage.create({ data: { companyId: s.company.id, text: `All gone ${uniqueSuffix()}` } });
      const gone = await s.item({ quantityAvailable: 5, quantitySold: 5, soldOutMessageId: message.id });
      const goneQuietly = await s.item({ quantityAvailable: 1, quantitySold: 1 });
      const few = await s.item({ quantityAvailable: 5, quantitySold: 2 });
      await expectTRPCError(s.staff.cart.add({ module: school, itemId: gone.id, studentId: "NA" }), "CONFLICT", message.text);
      await expectTRPCError(guest().caller.cart.add({ module: pay, itemId: goneQuietly.id, studentId: "NA" }), "CONFLICT", CART_MESSAGES.soldOut);
      await expectTRPCError(s.staff.cart.add({ module: school, itemId: few.id, studentId: "NA", quantity: 4 }), "CONFLICT", onlyLeftMessage(3));
      const { lineId } = await s.staff.cart.add({ module: school, itemId: few.id, studentId: "NA", quantity: 2 });
      await expectTRPCError(s.staff.cart.add({ module: school, itemId: few.id, studentId: "NA", quantity: 2 }), "CONFLICT", onlyLeftMessage(1));
      await s.staff.cart.update({ module: school, lineId, quantity: 3 });
      await expectTRPCError(s.staff.cart.add({ module: school, itemId: few.id, studentId: "NA" }), "CONFLICT", CART_MESSAGES.soldOut);
      // Sold meanwhile: the line stays and shows the sold-out message.
      await t.db.item.update({ where: { id: few.id }, data: { quantitySold: 5 } });
      expect((await s.staff.cart.line({ module: school, lineId })).soldOutMessage).toBe(CART_MESSAGES.soldOut);
    });
  });

  describe("removing, clearing, the In Cart flags", () => {
    it("removes a line once: a repeat removes nothing more", async () => {
      const s = await site();
      const item = await s.item();
      const first = await s.staff.cart.add({ module: school, itemId: item.id, studentId: "NA" });
      const second = await s.staff.cart.add({ module: school, itemId: item.id, studentId: "NA" });
      expect(await s.staff.cart.remove({ module: school, lineId: first.lineId })).toMatchObject({ removed: true });
      expect(await s.staff.cart.remove({ module: school, lineId: first.lineId })).toMatchObject({ removed: false });
      expect((await s.staff.cart.list({ module: school })).lines.map((line) => line.lineId)).toEqual([second.lineId]);
      await expectTRPCError(s.staff.cart.update({ module: school, lineId: first.lineId, quantity: 2 }), "NOT_FOUND", CART_MESSAGES.noSuchLine);
    });

    it("answers the items in the cart and empties it", async () => {
      const s = await site();
      const item = await s.item();
      const other = await s.item();
      await s.parent.cart.add({ module: parentModule, itemId: item.id, studentId: s.ownStudent.id });
      await s.parent.cart.add({ module: parentModule, itemId: item.id, studentId: s.ownStudent.id });
      await s.parent.cart.add({ module: parentModule, itemId: other.id, studentId: "NA" });
      expect(await s.parent.cart.inCart({ module: parentModule })).toEqual({
        itemIds: [item.id, other.id],
        pairs: [
          { itemId: item.id, studentId: s.ownStudent.id },
          { itemId: other.id, studentId: null },
        ],
      });
      expect(await s.parent.cart.clear({ module: parentModule })).toMatchObject({ removedLines: 3 });
      expect(await s.parent.cart.clear({ module: parentModule })).toMatchObject({ removedLines: 0 });
      expect((await s.parent.cart.list({ module: parentModule })).lines).toEqual([]);
    });
  });

  describe("the multi-add page (addMany)", () => {
    it("adds by id or code, skips what cannot be added, and answers NO_ITEMS_ADDED when nothing could be", async () => {
      const s = await site();
      const plain = await s.item();
      const required = await s.item({ customFields: { create: [{ position: 1, label: "Size", type: "TEXT", isMandatory: true }] } });
      const result = await s.staff.cart.addMany({ module: school, studentId: "NA", items: [{ itemId: plain.id }, { code: required.code }] });
      expect(result.lineIds).toHaveLength(1);
      expect(result.skipped).toEqual([{ itemId: null, code: required.code, message: PAYMENT_MESSAGES.requiredCustomFields }]);
      await expectTRPCError(s.staff.cart.addMany({ module: school, studentId: "NA", items: [{ code: required.code }] }), "BAD_REQUEST", PAYMENT_MESSAGES.noItemsAdded);
      await expectTRPCError(s.staff.cart.addMany({ module: school, studentId: "NA", items: [] }), "BAD_REQUEST", PAYMENT_MESSAGES.noItemsAdded);
      const overridden = await s.staff.cart.addMany({ module: school, studentId: "NA", cfOverride: true, items: [{ code: required.code }] });
      expect(await s.staff.cart.line({ module: school, lineId: overridden.lineIds[0]! })).toMatchObject({ cfs: { Size: OVERRIDDEN_VALUE }, cfOverridden: true });
      expect((await s.staff.cart.list({ module: school })).lines).toHaveLength(2);
    });

    it("counts the units of one request against what is left: the last unit goes once", async () => {
      const s = await site();
      const last = await s.item({ quantityAvailable: 3, quantitySold: 2 });
      const result = await s.staff.cart.addMany({ module: school, studentId: "NA", items: [{ itemId: last.id }, { code: last.code }] });
      expect(result.lineIds).toHaveLength(1);
      expect(result.skipped).toEqual([{ itemId: null, code: last.code, message: CART_MESSAGES.soldOut }]);
    });
  });

  describe("the list: totals and the payment step's offers", () => {
    it("prices the lines and names the brands every payee accepts", async () => {
      const s = await site();
      const fee = await s.item({ amountCents: 2500, feeType: "FIXED", feeCents: 100 });
      const other = await s.item({ amountCents: 1000, settlementAccountId: s.otherPayee.id });
      await s.staff.cart.add({ module: school, itemId: fee.id, studentId: "NA", quantity: 2 });
      const cart = await s.staff.cart.list({ module: school });
      expect(cart.lines[0]).toMatchObject({ amountCents: 2500, quantity: 2, feeCents: 200, lineTotalCents: 5200, payeeId: s.payee.id, type: "basic" });
      expect(cart.totals).toMatchObject({ subtotalCents: 5000, feeCents: 200, totalCents: 5200, totalWithoutFeesCents: 5000 });
      expect(cart.payment.acceptedCardBrands).toEqual(["visa", "mc", "amex"]);
      await s.staff.cart.add({ module: school, itemId: other.id, studentId: "NA" });
      const both = await s.staff.cart.list({ module: school });
      expect(both.totals).toMatchObject({ subtotalCents: 6000, totalCents: 6200 });
      expect(both.payment.acceptedCardBrands).toEqual(["visa", "amex"]);
    });

    it("suggests the company's cash discount and recent payer e-mails at the terminal, the parent's own address to a parent", async () => {
      const s = await site();
      await t.db.company.update({ where: { id: s.company.id }, data: { suggestCashDiscount: true } });
      for (const email of ["a@payer.test", "b@payer.test", "a@payer.test"]) {
        await t.db.order.create({ data: { companyId: s.company.id, source: "TERMINAL", status: "PAID", payerName: "P", payerEmail: email, totalCents: 100, paidCents: 100 } });
      }
      await t.db.order.create({ data: { companyId: s.sibling.id, source: "TERMINAL", status: "PAID", payerName: "P", payerEmail: "sibling@payer.test", totalCents: 100, paidCents: 100 } });
      const terminal = await s.staff.cart.list({ module: school });
      expect(terminal.payment.suggestCashDiscount).toBe(true);
      expect([...terminal.payment.emailSuggestions].sort()).toEqual(["a@payer.test", "b@payer.test"]);
      const parent = await s.parent.cart.list({ module: parentModule });
      expect(parent.payment).toMatchObject({ suggestCashDiscount: false, emailSuggestions: [s.parentActor.email] });
      expect((await guest().caller.cart.list({ module: pay })).payment).toMatchObject({ suggestCashDiscount: false, emailSuggestions: [] });
    });
  });
});
