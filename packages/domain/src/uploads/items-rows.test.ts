import { describe, expect, it } from "vitest";
import { ITEM_UPLOAD_ROW_MESSAGES as M } from "@paydesk/validators";
import { checkCustomFieldValue, checkItemRow, findByIdOrName, splitListCell, type ItemRowContext } from "./items-rows.ts";

const create: ItemRowContext = { mode: "create", defaultCategory: false, defaultAccount: false };
const createFromBase: ItemRowContext = { mode: "create", defaultCategory: true, defaultAccount: true };
const update: ItemRowContext = { mode: "update", defaultCategory: false, defaultAccount: false };

const full = { title: "Yearbook", categ_name: "Books", chart_of_accounts: "4100" };

describe("checkItemRow: which cells a row needs", () => {
  it.each([
    ["a new item with title, category and account", full, create, []],
    ["a new item without a title", { ...full, title: "" }, create, [M.titleRequired]],
    ["a new item without category or account, nothing to copy", { title: "Yearbook" }, create, [M.categoryRequired, M.accountRequired]],
    ["a new item without category or account, the base gives them", { title: "Yearbook" }, createFromBase, []],
    ["an account named instead of numbered", { title: "Yearbook", categ_name: "Books", chart_of_accounts_name: "Sales" }, create, []],
    ["a code on a new item", { ...full, code: "ABC" }, create, [M.codeNotForNewItems]],
    ["an update without a code", { title: "New name" }, update, [M.codeRequired]],
    ["an update with only a code", { code: "ABC" }, update, []],
    ["a title that is too long", { ...full, title: "x".repeat(201) }, create, [M.titleTooLong]],
    ["whitespace-only cells count as empty", { title: "  ", categ_name: "\t", chart_of_accounts: "4100" }, create, [M.titleRequired, M.categoryRequired]],
  ])("%s", (_name, row, context, errors) => {
    expect(checkItemRow(row, context).errors).toEqual(errors);
  });
});

describe("checkItemRow: values", () => {
  it.each([
    ["amount", "25", { amountCents: 2500 }],
    ["amount", "$1,250.5", { amountCents: 125050 }],
    ["amount", "100000", { amountCents: 10_000_000 }],
    ["convenience_fee", "1.75", { feeCents: 175 }],
    ["shipping", "0", { shippingCents: 0 }],
    ["tax", "8.25%", { taxHundredths: 825 }],
    ["tax", "99.99", { taxHundredths: 9999 }],
    ["available_items", "40", { quantityAvailable: 40 }],
    ["available_items", "0", { quantityAvailable: 0 }],
  ])("%s %j", (key, value, expected) => {
    const result = checkItemRow({ code: "A", [key]: value }, update);
    expect(result.errors).toEqual([]);
    expect(result.values).toMatchObject(expected);
  });

  it.each([
    ["amount", "100000.01", M.dollarRange],
    ["amount", "-5", M.dollarRange],
    ["amount", "twelve", M.dollarRange],
    ["amount", "1.234", M.dollarRange],
    ["convenience_fee", "abc", M.dollarRange],
    ["shipping", "1e3", M.dollarRange],
    ["tax", "100", M.percentRange],
    ["available_items", "1.5", M.quantityInteger],
    ["available_items", "-1", M.quantityInteger],
    ["available_items", "2000000", M.quantityInteger],
    ["grades", "K;Senior", M.gradeTooLong],
  ])("%s %s is refused", (key, value, message) => {
    expect(checkItemRow({ code: "A", [key]: value }, update).errors).toEqual([message]);
  });

  it("reports one money message per row however many cells break it", () => {
    expect(checkItemRow({ code: "A", amount: "x", shipping: "y" }, update).errors).toEqual([M.dollarRange]);
  });

  it("empty cells mean keep: null values and no targets", () => {
    const { values } = checkItemRow({ code: "A" }, update);
    expect(values).toMatchObject({ title: null, amountCents: null, taxHundredths: null, targets: null, description: null });
    expect(values.customFieldValues).toEqual([null, null, null]);
  });

  it("any of groups, schools or grades gives the targets, the others empty", () => {
    const { values } = checkItemRow({ code: "A", grades: "9; 10,11", schools: "" }, update);
    expect(values.targets).toEqual({ groups: [], schools: [], grades: ["9", "10", "11"] });
  });

  it("keeps the references and custom field cells as written", () => {
    const { values } = checkItemRow(
      { ...full, company: "Lincoln High School", payee: "12", sub_chart_of_accounts_id: "S-1", cf_2: "Large" },
      create,
    );
    expect(values).toMatchObject({ company: "Lincoln High School", payee: "12", subAccountNumber: "S-1", accountNumber: "4100" });
    expect(values.customFieldValues).toEqual([null, "Large", null]);
  });
});

describe("splitListCell", () => {
  it.each([
    [null, []],
    ["", []],
    ["Band", ["Band"]],
    ["Band; Choir", ["Band", "Choir"]],
    ["Band,Choir;;Band", ["Band", "Choir"]],
    [" ; , ", []],
  ])("%j → %j", (value, expected) => {
    expect(splitListCell(value)).toEqual(expected);
  });
});

describe("checkCustomFieldValue", () => {
  const dropdown = { type: "DROPDOWN", options: ["Small", "Large"] } as const;
  const checkboxes = { type: "CHECKBOXES", options: ["Red", "Blue"] } as const;
  it.each([
    ["a hidden text takes any value", 1, "abc", { type: "HIDDENTEXT", options: [] } as const, null],
    ["a text takes any value", 2, "abc", { type: "TEXT", options: [] } as const, null],
    ["a dropdown takes one of its options", 1, "Large", dropdown, null],
    ["a dropdown refuses another value", 1, "Huge", dropdown, M.notAnOption(1, "Huge")],
    ["radios refuse another value", 3, "x", { type: "RADIOS", options: ["a", "b"] } as const, M.notAnOption(3, "x")],
    ["checkboxes take several options", 2, "Red; Blue", checkboxes, null],
    ["checkboxes name the wrong one", 2, "Red;Green", checkboxes, M.notAnOption(2, "Green")],
    ["no such field", 3, "x", undefined, M.noCustomField(3)],
  ])("%s", (_name, position, value, field, expected) => {
    expect(checkCustomFieldValue(position, value, field)).toBe(expected);
  });
});

describe("findByIdOrName", () => {
  const sites = [
    { id: 7, name: "Lincoln High School" },
    { id: 12, name: "12" },
    { id: 9, name: "Adams Elementary" },
  ];
  it.each([
    ["7", 7],
    ["lincoln high school", 7],
    ["ADAMS ELEMENTARY", 9],
    ["12", 12],
    ["99", undefined],
    ["Nowhere", undefined],
  ])("%s → %s", (reference, id) => {
    expect(findByIdOrName(reference, sites)?.id).toBe(id);
  });
});
