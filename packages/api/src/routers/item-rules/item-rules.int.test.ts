/**
 * Item rules (docs/product/items-and-fees.md) through createCaller:
 * the three required fields, custom field names, scope.
 */
import { describeDb, expectTRPCError } from "@paydesk/tests/harness";
import { AUTH_MESSAGES, ITEM_FORM_MESSAGES, ITEM_RULE_FORM_MESSAGES, ITEM_RULE_MESSAGES } from "@paydesk/validators";
import { describe, expect, it } from "vitest";
import { builderSetup, school } from "@paydesk/tests/builder-site";
import { callerFor } from "@paydesk/tests/callers";

describeDb("itemRules router", (t) => {
  const { adminAt, site, readyForm, lastAudit } = builderSetup(t);

  async function itemWithFields() {
    const s = await site();
    const item = await s.master.caller.itemBuilder.create(
      readyForm(s, {
        customFields: [
          { label: "Student ID", type: "text" },
          { label: "Size", type: "radios", values: ["S", "M"] },
        ],
      }),
    );
    return { s, item };
  }

  const rule = { name: "Lookup", argumentKey: "student_id", outputKey: "balance" };

  it("answers 401 signed out and 403 to a viewer that tries to change", async () => {
    const { s, item } = await itemWithFields();
    await expectTRPCError(
      callerFor(t.db, null).itemRules.list({ module: school, itemId: item.itemId }),
      "UNAUTHORIZED",
      AUTH_MESSAGES.notSignedIn,
    );
    const viewer = await adminAt(s.company, { roleIds: [], permissions: ["items.view"] });
    expect((await viewer.caller.itemRules.list({ module: school, itemId: item.itemId })).rules).toEqual([]);
    await expectTRPCError(viewer.caller.itemRules.create({ module: school, itemId: item.itemId, ...rule }), "FORBIDDEN");
  });

  it("requires a name, an argument key and an output key, with the product's messages", async () => {
    const { s, item } = await itemWithFields();
    const create = (fields: Partial<typeof rule>) =>
      s.master.caller.itemRules.create({ module: school, itemId: item.itemId, ...rule, ...fields });
    await expectTRPCError(create({ name: " " }), "BAD_REQUEST", ITEM_RULE_MESSAGES.nameRequired);
    await expectTRPCError(create({ argumentKey: "" }), "BAD_REQUEST", ITEM_RULE_MESSAGES.argumentKeyRequired);
    await expectTRPCError(create({ outputKey: "" }), "BAD_REQUEST", ITEM_RULE_MESSAGES.outputKeyRequired);
  });

  it("creates, lists, updates and removes a rule, naming only the item's custom fields", async () => {
    const { s, item } = await itemWithFields();
    const created = await s.master.caller.itemRules.create({
      module: school,
      itemId: item.itemId,
      ...rule,
      customFieldName: "Student ID",
    });
    expect(created).toMatchObject({ ...rule, customFieldName: "Student ID", itemId: item.itemId });
    const list = await s.master.caller.itemRules.list({ module: school, itemId: item.itemId });
    expect(list.item).toMatchObject({ id: item.itemId, code: item.code, customFieldLabels: ["Student ID", "Size"] });
    expect(list.rules.map((r) => r.id)).toEqual([created.id]);

    await expectTRPCError(
      s.master.caller.itemRules.update({ module: school, ruleId: created.id, ...rule, customFieldName: "Shoe size" }),
      "BAD_REQUEST",
      ITEM_RULE_FORM_MESSAGES.unknownCustomField,
    );
    const updated = await s.master.caller.itemRules.update({
      module: school,
      ruleId: created.id,
      ...rule,
      name: "Balance",
      customFieldName: "",
    });
    expect(updated).toMatchObject({ name: "Balance", customFieldName: null });
    expect(await lastAudit("item_rule.updated", created.id)).toMatchObject({
      before: { name: "Lookup" },
      after: { name: "Balance" },
    });

    await s.master.caller.itemRules.remove({ module: school, ruleId: created.id });
    expect(await t.db.itemRule.count({ where: { itemId: item.itemId } })).toBe(0);
    await expectTRPCError(
      s.master.caller.itemRules.remove({ module: school, ruleId: created.id }),
      "NOT_FOUND",
      ITEM_RULE_FORM_MESSAGES.noSuchRule,
    );
  });

  describe("scope", () => {
    it("keeps rules of other companies' items and of other categories out of reach", async () => {
      const { s, item } = await itemWithFields();
      const created = await s.master.caller.itemRules.create({ module: school, itemId: item.itemId, ...rule });
      const sibling = await adminAt(s.sibling);
      await expectTRPCError(sibling.caller.itemRules.list({ module: school, itemId: item.itemId }), "FORBIDDEN");
      await expectTRPCError(sibling.caller.itemRules.update({ module: school, ruleId: created.id, ...rule }), "FORBIDDEN");
      const other = await t.fixtures.category(s.company);
      const limited = await adminAt(s.company, { roleIds: [], permissions: ["items.manage"], categoryIds: [other.id] });
      await expectTRPCError(limited.caller.itemRules.remove({ module: school, ruleId: created.id }), "FORBIDDEN");
      await expectTRPCError(
        s.master.caller.itemRules.list({ module: school, itemId: 2_000_000_000 }),
        "NOT_FOUND",
        ITEM_FORM_MESSAGES.noSuchItem,
      );
    });
  });
});
