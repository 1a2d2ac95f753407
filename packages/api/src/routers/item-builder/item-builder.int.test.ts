/**
 * The item builder (docs/product/items-and-fees.md) through createCaller on a real database: readiness and
 * the draft-only refusal, drafts, the category restriction, every reference checked against the
 * owner company, account kinds, packages, the round trip of custom fields, targets and
 * recurrence through get, description sanitizing, tax, fees and add-ons, codes, audit.
 */
import { expectTRPCError, describeDb } from "@paydesk/tests/harness";
import {
  AUTH_MESSAGES,
  BUILDER_MESSAGES,
  CUSTOM_FIELD_MESSAGES,
  ITEM_FORM_MESSAGES,
  ITEM_MESSAGES,
  ITEM_READINESS_MESSAGES,
  type TItemFormInput,
} from "@paydesk/validators";
import { describe, expect, it } from "vitest";
import { builderSetup, school } from "@paydesk/tests/builder-site";
import { callerFor } from "@paydesk/tests/callers";

describeDb("itemBuilder router", (t) => {
  const { adminAt, site, readyForm, lastAudit } = builderSetup(t);

  describe("who may call it", () => {
    it("answers 401 signed out and 403 without items.manage or outside the module", async () => {
      const s = await site();
      await expectTRPCError(callerFor(t.db, null).itemBuilder.create(readyForm(s)), "UNAUTHORIZED", AUTH_MESSAGES.notSignedIn);
      const viewer = await adminAt(s.company, { roleIds: [], permissions: ["items.view"] });
      await expectTRPCError(viewer.caller.itemBuilder.create(readyForm(s)), "FORBIDDEN", AUTH_MESSAGES.accessDenied);
      await expect(viewer.caller.itemBuilder.options({ module: school })).resolves.toBeTruthy();
      await expectTRPCError(s.master.caller.itemBuilder.create({ ...readyForm(s), module: "vendor" }), "FORBIDDEN");
    });

    it("refuses a company outside the actor's subtree", async () => {
      const s = await site();
      const sibling = await adminAt(s.sibling);
      await expectTRPCError(sibling.caller.itemBuilder.create(readyForm(s, { companyId: s.company.id })), "FORBIDDEN");
      const saved = await s.master.caller.itemBuilder.create(readyForm(s));
      await expectTRPCError(sibling.caller.itemBuilder.get({ module: school, itemId: saved.itemId }), "FORBIDDEN");
      await expectTRPCError(sibling.caller.itemBuilder.update({ ...readyForm(s), itemId: saved.itemId }), "FORBIDDEN");
    });
  });

  describe("readiness", () => {
    it("refuses a not-ready item saved without saveAsDraft, with the problems in the error data", async () => {
      const s = await site();
      const error = await expectTRPCError(
        s.master.caller.itemBuilder.create(readyForm(s, { description: "<p>&nbsp;</p>", coaId: null })),
        "BAD_REQUEST",
        ITEM_MESSAGES.draftOnly,
      );
      const cause = error.cause as { fieldErrors?: Record<string, string> };
      expect(cause.fieldErrors).toEqual({
        description: ITEM_READINESS_MESSAGES.descriptionRequired,
        account: ITEM_READINESS_MESSAGES.accountRequired,
      });
      expect(await t.db.item.count({ where: { companyId: s.company.id } })).toBe(0);
    });

    it("saves the same form as a draft: draft status, neither active nor visible", async () => {
      const s = await site();
      const saved = await s.master.caller.itemBuilder.create(readyForm(s, { description: "", saveAsDraft: true }));
      expect(saved).toMatchObject({ status: "DRAFT", isDraft: true, message: ITEM_MESSAGES.moveOutOfDraft });
      expect(saved.readiness.ready).toBe(false);
      const row = await t.db.item.findUniqueOrThrow({ where: { id: saved.itemId } });
      expect(row).toMatchObject({ isDraft: true, status: "DRAFT", active: false, visible: false });
    });

    it("clears the draft flag when a ready draft is saved normally", async () => {
      const s = await site();
      const draft = await s.master.caller.itemBuilder.create(readyForm(s, { saveAsDraft: true }));
      const saved = await s.master.caller.itemBuilder.update({ ...readyForm(s), itemId: draft.itemId });
      expect(saved).toMatchObject({ status: "ACTIVE", isDraft: false, message: ITEM_MESSAGES.saved });
      expect(await t.db.item.findUniqueOrThrow({ where: { id: draft.itemId } })).toMatchObject({
        active: true,
        visible: true,
        isDraft: false,
      });
    });

    it("flags custom field problems and unfinished fields under their input", async () => {
      const s = await site();
      const result = await s.master.caller.itemBuilder.checkReadiness({
        ...readyForm(s),
        customFields: [
          { label: "", type: "text" },
          { label: "Size", type: "dropdown", values: ["S"], unfinished: true },
        ],
      });
      expect(result.ready).toBe(false);
      expect(result.problems).toEqual([
        { area: "input", input: "customFields.0", message: CUSTOM_FIELD_MESSAGES.labelRequired },
        { area: "unfinishedCustomField", input: "customFields.1", message: ITEM_READINESS_MESSAGES.unfinishedCustomField },
        { area: "input", input: "customFields.1", message: CUSTOM_FIELD_MESSAGES.twoOptions },
      ]);
    });

    it("answers for a half-typed form: what the schema refuses is a named-input problem", async () => {
      const s = await site();
      const result = await s.master.caller.itemBuilder.checkReadiness({
        module: school,
        title: "",
        description: "x",
        amountCents: "abc",
      });
      expect(result.ready).toBe(false);
      expect(result.problems).toEqual(
        expect.arrayContaining([
          { area: "account", message: ITEM_READINESS_MESSAGES.accountRequired },
          { area: "input", input: "title", message: ITEM_FORM_MESSAGES.titleRequired },
          { area: "input", input: "amountCents", message: ITEM_FORM_MESSAGES.dollarRange },
        ]),
      );
      const ready = await s.master.caller.itemBuilder.checkReadiness({ ...readyForm(s) });
      expect(ready).toEqual({ ready: true, problems: [] });
    });

    it("never saves guest-checkout-only and visible together", async () => {
      const s = await site();
      const error = await expectTRPCError(
        s.master.caller.itemBuilder.create(readyForm(s, { disableGuest: 2, visible: true })),
        "BAD_REQUEST",
        ITEM_MESSAGES.draftOnly,
      );
      expect((error.cause as { fieldErrors?: Record<string, string> }).fieldErrors).toEqual({
        guestPrivileges: ITEM_READINESS_MESSAGES.guestOnlyVisible,
      });
      const ok = await s.master.caller.itemBuilder.create(readyForm(s, { disableGuest: 2, visible: false }));
      expect(await t.db.item.findUniqueOrThrow({ where: { id: ok.itemId } })).toMatchObject({ disableGuest: 2, visible: false });
    });
  });

  describe("category restriction", () => {
    it("lets a restricted actor save only items of their categories, and hides the others", async () => {
      const s = await site();
      const coach = await adminAt(s.company, { roleIds: [], permissions: ["items.manage"], categoryIds: [s.own.category.id] });
      const other = await t.fixtures.category(s.company);
      await expectTRPCError(
        coach.caller.itemBuilder.create(readyForm(s, { categoryId: other.id })),
        "FORBIDDEN",
        ITEM_FORM_MESSAGES.categoryNotAllowed,
      );
      await expectTRPCError(
        coach.caller.itemBuilder.create(readyForm(s, { categoryId: null })),
        "FORBIDDEN",
        ITEM_FORM_MESSAGES.categoryNotAllowed,
      );
      const mine = await coach.caller.itemBuilder.create(readyForm(s));
      await expectTRPCError(
        coach.caller.itemBuilder.update({ ...readyForm(s, { categoryId: other.id }), itemId: mine.itemId }),
        "FORBIDDEN",
        ITEM_FORM_MESSAGES.categoryNotAllowed,
      );
      const theirs = await s.master.caller.itemBuilder.create(readyForm(s, { categoryId: other.id }));
      await expectTRPCError(coach.caller.itemBuilder.get({ module: school, itemId: theirs.itemId }), "FORBIDDEN");
      await expectTRPCError(coach.caller.itemBuilder.update({ ...readyForm(s), itemId: theirs.itemId }), "FORBIDDEN");
      const options = await coach.caller.itemBuilder.options({ module: school });
      expect(options.categories.map((c) => c.id)).toEqual([s.own.category.id]);
    });
  });

  describe("references belong to the owner company", () => {
    const invalid = BUILDER_MESSAGES.invalidChoice;

    it("refuses another company's category, payee, accounts, image and sold-out message", async () => {
      const s = await site();
      const cases = [
        { categoryId: s.other.category.id },
        { settlementAccountId: s.other.payee.id },
        { coaId: s.other.coa.id },
        { subCoaId: s.other.subCoa.id },
        { imageId: s.other.image.id },
        { soldOutMessageId: s.other.soldOut.id },
      ];
      for (const overrides of cases) {
        const error = await expectTRPCError(s.master.caller.itemBuilder.create(readyForm(s, overrides)), "BAD_REQUEST", invalid);
        expect((error.cause as { fieldErrors?: Record<string, string> }).fieldErrors).toEqual({
          [Object.keys(overrides)[0]!]: invalid,
        });
      }
    });

    it("accepts the district's category and payee and that payee's shared account, not its private one", async () => {
      const s = await site();
      const category = await t.fixtures.category(s.district);
      const payee = await t.fixtures.payee(s.district, "District payee");
      const shared = await t.db.chartAccount.create({ data: { payeeId: payee.id, number: "7000", name: "Shared", kind: "PRIMARY", isShared: true } });
      const privateOne = await t.db.chartAccount.create({ data: { payeeId: payee.id, number: "7001", name: "Private", kind: "PRIMARY" } });
      const saved = await s.master.caller.itemBuilder.create(
        readyForm(s, { categoryId: category.id, settlementAccountId: payee.id, coaId: shared.id, subCoaId: null }),
      );
      expect(saved.status).toBe("ACTIVE");
      await expectTRPCError(
        s.master.caller.itemBuilder.create(readyForm(s, { settlementAccountId: payee.id, coaId: privateOne.id, subCoaId: null })),
        "BAD_REQUEST",
        invalid,
      );
      // The district's own item may use the private one.
      const districtMaster = await adminAt(s.district);
      const districtCategory = await t.fixtures.category(s.district);
      const own = await districtMaster.caller.itemBuilder.create(
        readyForm(s, { categoryId: districtCategory.id, settlementAccountId: payee.id, coaId: privateOne.id, subCoaId: null }),
      );
      expect(own.status).toBe("ACTIVE");
    });

    it("refuses accounts of another payee than the item's, and accounts without a payee", async () => {
      const s = await site();
      const second = await t.fixtures.payee(s.company);
      const fieldErrors = async (overrides: Partial<TItemFormInput>) => {
        const error = await expectTRPCError(s.master.caller.itemBuilder.create(readyForm(s, overrides)), "BAD_REQUEST", invalid);
        return (error.cause as { fieldErrors?: Record<string, string> }).fieldErrors;
      };
      // The school's own accounts, but the item pays into its second payee, which has none.
      expect(await fieldErrors({ settlementAccountId: second.id })).toEqual({ coaId: invalid });
      expect(await fieldErrors({ settlementAccountId: second.id, coaId: null })).toEqual({ subCoaId: invalid });
      expect(await fieldErrors({ settlementAccountId: null, subCoaId: null })).toEqual({ coaId: invalid });
      // Without accounts the item is not ready, so it is kept as a draft until the payee's chart has some.
      const saved = await s.master.caller.itemBuilder.create(
        readyForm(s, { settlementAccountId: second.id, coaId: null, subCoaId: null, saveAsDraft: true }),
      );
      expect(saved.isDraft).toBe(true);
    });

    it("takes a primary account as coaId and a sub account as subCoaId only", async () => {
      const s = await site();
      await expectTRPCError(s.master.caller.itemBuilder.create(readyForm(s, { coaId: s.own.subCoa.id })), "BAD_REQUEST", invalid);
      await expectTRPCError(s.master.caller.itemBuilder.create(readyForm(s, { subCoaId: s.own.coa.id })), "BAD_REQUEST", invalid);
    });

    it("refuses targets outside the company's subtree", async () => {
      const s = await site();
      await expectTRPCError(
        s.master.caller.itemBuilder.create(readyForm(s, { targets: [{ kind: "student", studentId: s.other.student.id }] })),
        "BAD_REQUEST",
        invalid,
      );
      await expectTRPCError(
        s.master.caller.itemBuilder.create(readyForm(s, { targets: [{ kind: "group", groupId: s.other.group.id }] })),
        "BAD_REQUEST",
        invalid,
      );
      await expectTRPCError(
        s.master.caller.itemBuilder.create(readyForm(s, { targets: [{ kind: "school", companyId: s.sibling.id }] })),
        "BAD_REQUEST",
        invalid,
      );
      await expectTRPCError(
        s.master.caller.itemBuilder.create(readyForm(s, { targets: [{ kind: "district", companyId: s.company.id }] })),
        "BAD_REQUEST",
        invalid,
      );
    });

    it("moves an item to no other company", async () => {
      const s = await site();
      const saved = await s.master.caller.itemBuilder.create(readyForm(s));
      const districtMaster = await adminAt(s.district);
      await expectTRPCError(
        districtMaster.caller.itemBuilder.update({ ...readyForm(s), companyId: s.district.id, itemId: saved.itemId }),
        "BAD_REQUEST",
        BUILDER_MESSAGES.companyFixed,
      );
    });
  });

  describe("packages", () => {
    it("holds items of the same company that are not packages, never itself", async () => {
      const s = await site();
      const a = await s.master.caller.itemBuilder.create(readyForm(s, { title: "Shirt" }));
      const b = await s.master.caller.itemBuilder.create(readyForm(s, { title: "Cap" }));
      const pack = await s.master.caller.itemBuilder.create(
        readyForm(s, { type: "multi", title: "Spirit pack", bundle: [{ itemId: a.itemId, quantity: 2 }, { itemId: b.itemId }] }),
      );
      const got = await s.master.caller.itemBuilder.get({ module: school, itemId: pack.itemId });
      expect(got.form.bundle).toEqual([
        { itemId: a.itemId, quantity: 2 },
        { itemId: b.itemId, quantity: 1 },
      ]);
      expect(got.labels.bundle).toEqual({ [a.itemId]: "Shirt", [b.itemId]: "Cap" });

      const invalid = BUILDER_MESSAGES.invalidChoice;
      await expectTRPCError(
        s.master.caller.itemBuilder.create(readyForm(s, { type: "multi", bundle: [{ itemId: pack.itemId }] })),
        "BAD_REQUEST",
        invalid,
      );
      await expectTRPCError(
        s.master.caller.itemBuilder.update({
          ...readyForm(s, { type: "multi", bundle: [{ itemId: pack.itemId }] }),
          itemId: pack.itemId,
        }),
        "BAD_REQUEST",
        invalid,
      );
      const sibling = await adminAt(s.sibling);
      const foreign = await sibling.caller.itemBuilder.create({
        ...readyForm(s),
        categoryId: s.other.category.id,
        settlementAccountId: s.other.payee.id,
        coaId: s.other.coa.id,
        subCoaId: s.other.subCoa.id,
      });
      await expectTRPCError(
        s.master.caller.itemBuilder.create(readyForm(s, { type: "multi", bundle: [{ itemId: foreign.itemId }] })),
        "BAD_REQUEST",
        invalid,
      );
      // An item inside a package cannot become a package itself.
      await expectTRPCError(
        s.master.caller.itemBuilder.update({ ...readyForm(s, { type: "multi" }), itemId: a.itemId }),
        "BAD_REQUEST",
        invalid,
      );
    });
  });

  describe("round trip through get", () => {
    it("gives back custom fields, targets, recurrence and pricing as saved", async () => {
      const s = await site();
      const form = readyForm(s, {
        type: "recurring",
        slug: "Spring Dues 2027!",
        imageId: s.own.image.id,
        soldOutMessageId: s.own.soldOut.id,
        quantityAvailable: 40,
        feeType: "Fixed",
        feeCents: 150,
        shippingEnabled: true,
        shippingCents: 500,
        customFields: [
          {
            label: "T-shirt size",
            type: "dropdown",
            values: ["S", "M", "", "L"],
            isMandatory: true,
            additionalInfo: "Adult sizes",
          },
          { label: "Source", type: "hiddentext", defaultValue: "web" },
          { label: "Notes", type: "textarea" },
        ],
        targets: [
          { kind: "grade", value: "7" },
          { kind: "teacher", value: "Mr Babbage" },
          { kind: "student", studentId: s.own.student.id },
          { kind: "group", groupId: s.own.group.id },
          { kind: "school", companyId: s.company.id },
          { kind: "grade", value: "7" },
        ],
        recurring: {
          mode: "interval",
          billingIntervalDays: 14,
          recurControl: "until",
          availableUntil: "2027-06-30",
          startsOn: "2027-01-15",
          recurringDay: 3,
        },
      });
      const saved = await s.master.caller.itemBuilder.create(form);
      expect(saved.payForPath).toBe(`/pay/for/Spring-Dues-2027/${saved.code}`);
      const got = await s.master.caller.itemBuilder.get({ module: school, itemId: saved.itemId });
      expect(got).toMatchObject({
        itemId: saved.itemId,
        code: saved.code,
        companyId: s.company.id,
        isDraft: false,
        status: "ACTIVE",
      });
      expect(got.readiness).toEqual({ ready: true, problems: [] });
      expect(got.form).toMatchObject({
        type: "recurring",
        slug: "Spring-Dues-2027",
        imageId: s.own.image.id,
        soldOutMessageId: s.own.soldOut.id,
        quantityAvailable: 40,
        feeType: "Fixed",
        feeCents: 150,
        shippingCents: 500,
        amountCents: 2500,
      });
      expect(got.form.customFields).toEqual([
        {
          label: "T-shirt size",
          type: "dropdown",
          values: ["S", "M", "L"],
          isMandatory: true,
          additionalInfo: "Adult sizes",
          defaultValue: null,
          unfinished: false,
        },
        {
          label: "Source",
          type: "hiddentext",
          values: [],
          isMandatory: false,
          additionalInfo: "",
          defaultValue: "web",
          unfinished: false,
        },
        {
          label: "Notes",
          type: "textarea",
          values: [],
          isMandatory: false,
          additionalInfo: "",
          defaultValue: null,
          unfinished: false,
        },
      ]);
      expect(got.form.targets).toEqual([
        { kind: "grade", value: "7" },
        { kind: "teacher", value: "Mr Babbage" },
        { kind: "student", studentId: s.own.student.id },
        { kind: "group", groupId: s.own.group.id },
        { kind: "school", companyId: s.company.id },
      ]);
      // The interval mode keeps no day of the month.
      expect(got.form.recurring).toEqual({
        mode: "interval",
        billingIntervalDays: 14,
        recurringDay: null,
        recurControl: "until",
        billingOccurs: null,
        availableUntil: "2027-06-30",
        startsOn: "2027-01-15",
      });
      expect(got.labels.coa).toBe(`${s.own.coa.number} - Tuition`);
      expect(Object.values(got.labels.students)[0]).toContain("Ada");

      // Saving the form back replaces the child rows, it does not add to them.
      const again = await s.master.caller.itemBuilder.update({
        module: school,
        ...got.form,
        itemId: saved.itemId,
        customFields: [{ label: "Only", type: "text" }],
        targets: [],
        type: "basic",
      });
      expect(again.status).toBe("ACTIVE");
      const after = await s.master.caller.itemBuilder.get({ module: school, itemId: saved.itemId });
      expect(after.form.customFields.map((f) => f.label)).toEqual(["Only"]);
      expect(after.form.targets).toEqual([]);
      expect(after.form.recurring).toBeNull();
      expect(await t.db.itemRecurrence.count({ where: { itemId: saved.itemId } })).toBe(0);
    });

    it("creates and picks a new sold-out message typed in the form", async () => {
      const s = await site();
      const saved = await s.master.caller.itemBuilder.create(readyForm(s, { newSoldOutMessage: "Sold out, see you next term" }));
      const got = await s.master.caller.itemBuilder.get({ module: school, itemId: saved.itemId });
      const message = await t.db.soldOutMessage.findUniqueOrThrow({ where: { id: got.form.soldOutMessageId! } });
      expect(message).toMatchObject({ companyId: s.company.id, text: "Sold out, see you next term" });
    });
  });

  describe("what the server decides", () => {
    it("sanitizes the description, keeping basic formatting and safe links", async () => {
      const s = await site();
      const saved = await s.master.caller.itemBuilder.create(
        readyForm(s, {
          description:
            '<h2 onclick="x()">Trip</h2><p style="color:red">Bring <strong>lunch</strong> <em>and</em> <u>water</u></p>' +
            '<script>alert(1)</script><img src=x onerror=alert(1)><a href="javascript:alert(1)">bad</a>' +
            '<a href="https://example.org/a" target="_self" rel="opener">info</a><ul><li>one</li></ul><iframe src="https://evil"></iframe>',
        }),
      );
      const row = await t.db.item.findUniqueOrThrow({ where: { id: saved.itemId } });
      expect(row.description).toBe(
        "<h2>Trip</h2><p>Bring <strong>lunch</strong> <em>and</em> <u>water</u></p>" +
          // The unsafe href is dropped; the link text stays.
          '<a rel="noopener noreferrer nofollow" target="_blank">bad</a>' +
          '<a href="https://example.org/a" target="_blank" rel="noopener noreferrer nofollow">info</a><ul><li>one</li></ul>',
      );
    });

    it("counts a description that is only script as empty", async () => {
      const s = await site();
      await expectTRPCError(
        s.master.caller.itemBuilder.create(readyForm(s, { description: "<script>alert(1)</script>" })),
        "BAD_REQUEST",
        ITEM_MESSAGES.draftOnly,
      );
    });

    it("takes the company's default tax rate for Include tax, and zeroes what is switched off", async () => {
      const s = await site();
      const included = await s.master.caller.itemBuilder.create(
        readyForm(s, { taxEnabled: true, includeTax: true, taxRateHundredths: 100 }),
      );
      expect(await t.db.item.findUniqueOrThrow({ where: { id: included.itemId } })).toMatchObject({
        includeTax: true,
        taxRateHundredths: 825,
      });
      const typed = await s.master.caller.itemBuilder.create(readyForm(s, { taxEnabled: true, taxRateHundredths: 500 }));
      expect(await t.db.item.findUniqueOrThrow({ where: { id: typed.itemId } })).toMatchObject({
        includeTax: false,
        taxRateHundredths: 500,
      });
      const off = await s.master.caller.itemBuilder.create(
        readyForm(s, {
          taxEnabled: false,
          includeTax: true,
          taxRateHundredths: 500,
          shippingEnabled: false,
          shippingCents: 900,
          feeType: "None",
          feeCents: 300,
        }),
      );
      expect(await t.db.item.findUniqueOrThrow({ where: { id: off.itemId } })).toMatchObject({
        taxRateHundredths: 0,
        includeTax: false,
        shippingCents: 0,
        feeCents: 0,
      });
    });

    it("derives the slug from the title, and gives every item its own unguessable code", async () => {
      const s = await site();
      const a = await s.master.caller.itemBuilder.create(readyForm(s, { title: "Band Trip: Día 1" }));
      const b = await s.master.caller.itemBuilder.create(readyForm(s, { title: "Band Trip: Día 1" }));
      const rows = await t.db.item.findMany({ where: { id: { in: [a.itemId, b.itemId] } } });
      expect(rows.map((r) => r.slug)).toEqual(["Band-Trip-Da-1", "Band-Trip-Da-1"]);
      expect(a.code).toMatch(/^[0-9A-HJKMNP-TV-Z]{10}$/);
      expect(a.code).not.toBe(b.code);
    });

    it("records who created and changed the item, and what changed", async () => {
      const s = await site();
      const saved = await s.master.caller.itemBuilder.create(readyForm(s, { title: "Before" }));
      const editor = await adminAt(s.company);
      await editor.caller.itemBuilder.update({ ...readyForm(s, { title: "After", amountCents: 3000 }), itemId: saved.itemId });
      const row = await t.db.item.findUniqueOrThrow({ where: { id: saved.itemId } });
      expect(row).toMatchObject({ createdById: s.master.user.id, updatedById: editor.user.id });
      expect((await lastAudit("item.created", saved.itemId))?.after).toMatchObject({ title: "Before", code: saved.code });
      const updated = await lastAudit("item.updated", saved.itemId);
      expect(updated).toMatchObject({ actorId: editor.user.id, companyId: s.company.id });
      // The slug follows the title, since the form left it blank.
      expect(updated?.before).toEqual({ title: "Before", slug: "Before", amountCents: 2500 });
      expect(updated?.after).toEqual({ title: "After", slug: "After", amountCents: 3000 });
    });
  });

  describe("helpers of the page", () => {
    it("lists what an item can point at, with the company's payment defaults", async () => {
      const s = await site();
      const options = await s.master.caller.itemBuilder.options({ module: school });
      expect(options.company).toMatchObject({
        id: s.company.id,
        defaultTaxHundredths: 825,
        feeBehaviour: "Default",
        defaultItemFeeCents: 0,
      });
      expect(options.categories).toEqual([{ id: s.own.category.id, name: s.own.category.name }]);
      expect(options.settlementAccounts).toEqual([
        { id: s.own.payee.id, name: s.own.payee.name, cardRateHundredths: 300, cardFixedFeeCents: 30 },
      ]);
      expect(options.images).toEqual([
        { id: s.own.image.id, name: "logo.png", contentType: "image/png", url: `/images/${s.own.image.id}` },
      ]);
      expect(options.soldOutMessages).toEqual([{ id: s.own.soldOut.id, text: "All gone for this year" }]);
      expect(options.groups).toEqual([{ id: s.own.group.id, name: s.own.group.name, isSmart: false }]);
      expect(options.grades).toEqual(["7"]);
      expect(options.teachers).toEqual(["Mr Babbage"]);
      expect(options.sites).toEqual([{ id: s.company.id, name: s.company.name, kind: "SCHOOL" }]);
      await expectTRPCError(s.master.caller.itemBuilder.options({ module: school, companyId: s.sibling.id }), "FORBIDDEN");
    });

    it("suggests the payee's card cost as the fee: rate × amount + fixed fee", async () => {
      const s = await site();
      // 3.00 % of $25.00 is $0.75, plus $0.30.
      expect(
        await s.master.caller.itemBuilder.suggestedFee({
          module: school,
          settlementAccountId: s.own.payee.id,
          amountCents: 2500,
        }),
      ).toEqual({
        feeCents: 105,
        totalCents: 2605,
      });
      // 3.00 % of $0.50 is 1.5 cents, rounded half up with the fixed fee: $0.315 → $0.32.
      expect(
        await s.master.caller.itemBuilder.suggestedFee({ module: school, settlementAccountId: s.own.payee.id, amountCents: 50 }),
      ).toEqual({
        feeCents: 32,
        totalCents: 82,
      });
      await expectTRPCError(
        s.master.caller.itemBuilder.suggestedFee({ module: school, settlementAccountId: s.other.payee.id, amountCents: 2500 }),
        "NOT_FOUND",
      );
    });

    it("searches students and groups in the company's subtree only", async () => {
      const s = await site();
      const found = await s.master.caller.itemBuilder.searchStudents({
        module: school,
        companyId: s.company.id,
        term: "ada lovelace",
      });
      expect(found.map((x) => x.id)).toEqual([s.own.student.id]);
      expect(await s.master.caller.itemBuilder.searchStudents({ module: school, companyId: s.company.id, term: "%" })).toEqual(
        [],
      );
      await expectTRPCError(
        s.master.caller.itemBuilder.searchStudents({ module: school, companyId: s.sibling.id, term: "" }),
        "FORBIDDEN",
      );
      const groups = await s.master.caller.itemBuilder.searchGroups({ module: school, term: "band" });
      expect(groups).toEqual([{ id: s.own.group.id, name: s.own.group.name, isSmart: false }]);
    });
  });
});
