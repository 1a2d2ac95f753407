import { describe, expect, it } from "vitest";
import { UPLOAD_LIMITS, UPLOAD_ROW_MESSAGES as M, ZUploadAddRows, ZUploadRow } from "./common.ts";

const issue = (value: unknown) => ZUploadRow.safeParse(value).error?.issues[0]?.message;

describe("ZUploadRow (one loop over the cells)", () => {
  it("keeps every column's text, trimmed", () => {
    expect(ZUploadRow.parse({ lname: "  Lee ", fname: "Ann", grade: "" })).toEqual({ lname: "Lee", fname: "Ann", grade: "" });
    expect(ZUploadRow.parse({})).toEqual({});
  });

  it.each([
    ["not an object", "Lee", M.notARow],
    ["null", null, M.notARow],
    ["an array", ["Lee"], M.notARow],
    ["an empty column name", { "": "x" }, M.columnName],
    ["a column name over 64 characters", { ["k".repeat(65)]: "x" }, M.columnName],
    ["a number cell", { grade: 5 }, M.cellNotText],
    ["a null cell", { grade: null }, M.cellNotText],
    ["a cell over the limit", { notes: "x".repeat(UPLOAD_LIMITS.maxCellChars + 1) }, M.cellTooLong],
    ["too many columns", Object.fromEntries(Array.from({ length: UPLOAD_LIMITS.maxColumns + 1 }, (_, i) => [`c${i}`, ""])), M.tooManyColumns],
  ])("refuses %s", (_name, value, message) => {
    expect(issue(value)).toBe(message);
  });

  it("accepts a cell at the limit and the most columns allowed", () => {
    expect(ZUploadRow.safeParse({ notes: "x".repeat(UPLOAD_LIMITS.maxCellChars) }).success).toBe(true);
    expect(ZUploadRow.safeParse(Object.fromEntries(Array.from({ length: UPLOAD_LIMITS.maxColumns }, (_, i) => [`c${i}`, ""]))).success).toBe(true);
  });

  it("names the row and column of a bad cell inside a chunk", () => {
    const result = ZUploadAddRows.safeParse({ module: "school", key: "k", rows: [{ a: "1" }, { a: 2 }] });
    expect(result.error?.issues[0]).toMatchObject({ message: M.cellNotText, path: ["rows", 1, "a"] });
  });
});
