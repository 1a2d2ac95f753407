import { STUDENT_ROW_MESSAGES as M, STUDENT_UPLOAD_COLUMN_KEYS, parentEmailInvalidMessage, parentEmailTakenMessage } from "@paydesk/validators";
import { describe, expect, it } from "vitest";
import { checkStudentRow, parseFoodBalanceCents, parseSln, studentRowLookupKeys } from "./students-rows.ts";

const lookups = { validCompanyIds: new Set([7, 9]), nonParentEmails: new Set(["admin@school.test"]) };
const good = { external_id: "S1", company: "7", lname: "Lee", fname: "Ann", grade: "10", teacher: "T9", food_balance: "12.50" };

describe("the student upload's columns (docs/product/uploads.md)", () => {
  it("are 43, each key once, the student ten first and parents 1-4 after them", () => {
    expect(STUDENT_UPLOAD_COLUMN_KEYS).toHaveLength(43);
    expect(new Set(STUDENT_UPLOAD_COLUMN_KEYS).size).toBe(43);
    expect(STUDENT_UPLOAD_COLUMN_KEYS.slice(0, 10)).toEqual([
      "external_id", "sis_id", "company", "lname", "fname", "grade", "food_balance", "teacher", "is_fr", "family_id",
    ]);
    expect(STUDENT_UPLOAD_COLUMN_KEYS[10]).toBe("parent1_fname");
    expect(STUDENT_UPLOAD_COLUMN_KEYS[41]).toBe("parent4_phone");
  });
});

describe("checkStudentRow (docs/product/uploads.md: row messages)", () => {
  it.each([
    ["a complete row", good, []],
    ["no Student ID", { ...good, external_id: " " }, [M.studentIdEmpty]],
    ["no first name", { ...good, fname: "" }, [M.firstNameEmpty]],
    ["no last name", { ...good, lname: undefined }, [M.lastNameEmpty]],
    ["no grade", { ...good, grade: "" }, [M.gradeEmpty]],
    ["no SLN", { ...good, company: "" }, [M.slnEmpty]],
    ["no teacher", { ...good, teacher: "" }, [M.teacherEmpty]],
    ["an SLN outside the account", { ...good, company: "8" }, [M.slnInvalid]],
    ["an SLN that is not a number", { ...good, company: "Lincoln" }, [M.slnInvalid]],
    ["a six-character grade", { ...good, grade: "Grade1" }, [M.gradeTooLong]],
    ["a five-character grade", { ...good, grade: "PreK1" }, []],
    ["a food balance in words", { ...good, food_balance: "ten" }, [M.foodBalanceNotNumber]],
    ["a blank food balance", { ...good, food_balance: "" }, []],
    ["a bad parent e-mail", { ...good, parent2_email: "not-an-email" }, [parentEmailInvalidMessage(2)]],
    ["a parent e-mail of an administrator", { ...good, parent3_email: "Admin@School.test" }, [parentEmailTakenMessage(3)]],
    ["a parent e-mail of a parent", { ...good, parent1_email: "mom@home.test" }, []],
    [
      "an empty row: every required field, in the documented order",
      {},
      [M.studentIdEmpty, M.firstNameEmpty, M.lastNameEmpty, M.gradeEmpty, M.slnEmpty, M.teacherEmpty],
    ],
  ])("%s", (_name, row, messages) => {
    expect(checkStudentRow(row as Record<string, string>, lookups)).toEqual(messages);
  });
});

describe("parseFoodBalanceCents", () => {
  it.each([
    ["25", 2500],
    ["25.5", 2550],
    ["-3.10", -310],
    ["$1,234.56", 123456],
    ["+.5", 50],
    ["0.005", 1],
    ["0.0049", 0],
    ["-0.005", -1],
    ["-0", 0],
    ["", null],
    ["  ", null],
  ])("%j is %j cents", (raw, cents) => {
    expect(parseFoodBalanceCents(raw)).toBe(cents);
  });

  it.each(["ten", "1,23", "12,3456", ".", "-", "$", "1.2.3", "5.", "1e3", "10000000.01", "(5.00)"])("%j is not a number", (raw) => {
    expect(parseFoodBalanceCents(raw)).toBeNaN();
  });
});

describe("parseSln and studentRowLookupKeys", () => {
  it("reads positive integer SLNs only", () => {
    expect([parseSln("12"), parseSln(" 3 "), parseSln("0"), parseSln("-4"), parseSln("1.5"), parseSln("x")]).toEqual([12, 3, null, null, null, null]);
  });

  it("gathers each SLN and well-formed parent e-mail of a chunk once, e-mails lower-cased", () => {
    const keys = studentRowLookupKeys([
      { company: "7", parent1_email: "Mom@Home.test", parent4_email: "bad" },
      { company: "7", parent2_email: "mom@home.test" },
      { company: "9" },
    ]);
    expect(keys).toEqual({ companyIds: [7, 9], emails: ["mom@home.test"] });
  });
});
