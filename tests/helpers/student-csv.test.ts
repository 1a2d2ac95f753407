import { checkStudentRow } from "@paydesk/domain";
import { STUDENT_UPLOAD_COLUMN_KEYS } from "@paydesk/validators";
import { describe, expect, it } from "vitest";
import { studentCsvBadRowMessage, studentCsvLines, studentCsvRows } from "./student-csv.ts";

const lookups = { validCompanyIds: new Set([4, 5]), nonParentEmails: new Set<string>() };

describe("the generated student file", () => {
  it("is the same for the same seed and different for another", () => {
    const a = [...studentCsvLines({ rows: 50, companyIds: [4, 5], seed: 1 })].join("");
    expect([...studentCsvLines({ rows: 50, companyIds: [4, 5], seed: 1 })].join("")).toBe(a);
    expect([...studentCsvLines({ rows: 50, companyIds: [4, 5], seed: 2 })].join("")).not.toBe(a);
  });

  it("has a header of the 43 columns and 43 fields on every line", () => {
    const lines = [...studentCsvLines({ rows: 200, companyIds: [4] })];
    expect(lines).toHaveLength(201);
    expect(lines[0]!.trim().split(",")).toEqual(STUDENT_UPLOAD_COLUMN_KEYS);
    for (const line of lines) expect(line.trim().split(",")).toHaveLength(43);
  });

  it("passes the row rules except on the bad rows asked for, each with its known message", () => {
    const bad = [3, 10, 11, 40, 41];
    const rows = [...studentCsvRows({ rows: 60, companyIds: [4, 5], badRows: bad })];
    const failing = rows.flatMap((row, index) => {
      const errors = checkStudentRow(row, lookups);
      return errors.length ? [{ index, errors }] : [];
    });
    expect(failing).toEqual(bad.map((index, n) => ({ index, errors: [studentCsvBadRowMessage(n)] })));
  });

  it("gives siblings the same parents, so e-mails repeat across rows", () => {
    const emails = [...studentCsvRows({ rows: 300, companyIds: [4] })].map((row) => row.parent1_email);
    expect(new Set(emails).size).toBeLessThan(emails.length);
    expect(new Set(emails).size).toBeGreaterThan(60);
  });
});
