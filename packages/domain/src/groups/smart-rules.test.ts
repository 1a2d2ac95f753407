import { describe, expect, it } from "vitest";
import { describeSmartRules, hasAnySmartRule, readSmartRules, smartRulesPick, type SmartRules } from "./smart-rules.ts";

// District 1 with schools 4 (Lincoln) and 5 (Adams); a school 9 elsewhere.
const DISTRICT = "/1/";
const LINCOLN = "/1/4/";
const ADAMS = "/1/5/";
const ELSEWHERE = "/9/";
const rules = (r: Partial<SmartRules>): SmartRules => ({ grades: [], schoolIds: [], studentIds: [], ...r });
const student = (id: number, grade: string | null, companyPath: string) => ({ id, grade, companyPath });

describe("smartRulesPick (a smart group's rules: grades AND schools within the owner, OR students named)", () => {
  it.each([
    { name: "no rules pick nobody", r: rules({}), owner: DISTRICT, s: student(1, "12", LINCOLN), picked: false },
    {
      name: "a grade rule picks that grade",
      r: rules({ grades: ["12"] }),
      owner: DISTRICT,
      s: student(1, "12", LINCOLN),
      picked: true,
    },
    {
      name: "a grade rule leaves other grades",
      r: rules({ grades: ["12"] }),
      owner: DISTRICT,
      s: student(1, "11", LINCOLN),
      picked: false,
    },
    {
      name: "grades compare trimmed, any case",
      r: rules({ grades: ["k"] }),
      owner: DISTRICT,
      s: student(1, " K ", ADAMS),
      picked: true,
    },
    {
      name: "a student without a grade fails a grade rule",
      r: rules({ grades: ["12"] }),
      owner: DISTRICT,
      s: student(1, null, LINCOLN),
      picked: false,
    },
    {
      name: "one of several grades",
      r: rules({ grades: ["11", "12"] }),
      owner: DISTRICT,
      s: student(1, "11", ADAMS),
      picked: true,
    },
    {
      name: "a school rule picks its students",
      r: rules({ schoolIds: [4] }),
      owner: DISTRICT,
      s: student(1, "9", LINCOLN),
      picked: true,
    },
    {
      name: "a school rule leaves other schools",
      r: rules({ schoolIds: [4] }),
      owner: DISTRICT,
      s: student(1, "9", ADAMS),
      picked: false,
    },
    {
      name: "a district as the school rule picks its schools",
      r: rules({ schoolIds: [1] }),
      owner: DISTRICT,
      s: student(1, "9", ADAMS),
      picked: true,
    },
    {
      name: "grade AND school both hold",
      r: rules({ grades: ["12"], schoolIds: [4] }),
      owner: DISTRICT,
      s: student(1, "12", LINCOLN),
      picked: true,
    },
    {
      name: "grade holds, school does not",
      r: rules({ grades: ["12"], schoolIds: [4] }),
      owner: DISTRICT,
      s: student(1, "12", ADAMS),
      picked: false,
    },
    {
      name: "school holds, grade does not",
      r: rules({ grades: ["12"], schoolIds: [4] }),
      owner: DISTRICT,
      s: student(1, "10", LINCOLN),
      picked: false,
    },
    {
      name: "rules never reach outside the owner's subtree",
      r: rules({ grades: ["12"] }),
      owner: LINCOLN,
      s: student(1, "12", ADAMS),
      picked: false,
    },
    {
      name: "nor another district",
      r: rules({ grades: ["12"] }),
      owner: DISTRICT,
      s: student(1, "12", ELSEWHERE),
      picked: false,
    },
    {
      name: "a named student is picked",
      r: rules({ studentIds: [7] }),
      owner: DISTRICT,
      s: student(7, "3", LINCOLN),
      picked: true,
    },
    {
      name: "a named student is picked whatever the other rules",
      r: rules({ grades: ["12"], studentIds: [7] }),
      owner: DISTRICT,
      s: student(7, "3", ADAMS),
      picked: true,
    },
    {
      name: "a named student outside the owner's subtree is not",
      r: rules({ studentIds: [7] }),
      owner: LINCOLN,
      s: student(7, "3", ADAMS),
      picked: false,
    },
    {
      name: "naming students alone picks no one else",
      r: rules({ studentIds: [7] }),
      owner: DISTRICT,
      s: student(8, "3", LINCOLN),
      picked: false,
    },
  ])("$name", ({ r, owner, s, picked }) => {
    expect(smartRulesPick(r, owner, s)).toBe(picked);
  });
});

describe("readSmartRules (stored JSON read defensively)", () => {
  it.each([
    { name: "null", json: null, read: rules({}) },
    { name: "a list instead of an object", json: [1, 2], read: rules({}) },
    {
      name: "well formed",
      json: { grades: ["12"], schoolIds: [4], studentIds: [7] },
      read: rules({ grades: ["12"], schoolIds: [4], studentIds: [7] }),
    },
    {
      name: "junk entries dropped",
      json: { grades: ["12 ", "", 3], schoolIds: ["4", 4, -1], studentIds: [1.5, 7] },
      read: rules({ grades: ["12"], schoolIds: [4], studentIds: [7] }),
    },
    { name: "unknown keys ignored", json: { schools: ["lincoln"] }, read: rules({}) },
  ])("$name", ({ json, read }) => {
    expect(readSmartRules(json)).toEqual(read);
  });

  it("hasAnySmartRule", () => {
    expect(hasAnySmartRule(rules({}))).toBe(false);
    expect(hasAnySmartRule(rules({ studentIds: [1] }))).toBe(true);
  });
});

describe("describeSmartRules", () => {
  const names: Record<number, string> = { 4: "Lincoln", 5: "Adams" };
  it.each([
    { r: rules({}), text: "No rules yet" },
    { r: rules({ grades: ["12"] }), text: "Grade 12" },
    { r: rules({ grades: ["11", "12"], schoolIds: [4, 5] }), text: "Grades 11, 12 at Lincoln or Adams" },
    { r: rules({ schoolIds: [4], studentIds: [1, 2] }), text: "at Lincoln, and 2 students named" },
    { r: rules({ studentIds: [1] }), text: "1 student named" },
  ])("$text", ({ r, text }) => {
    expect(describeSmartRules(r, (id) => names[id] ?? `#${id}`)).toBe(text);
  });
});
