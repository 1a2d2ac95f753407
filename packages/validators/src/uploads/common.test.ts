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

describe("ZUploadAddRows, the table form (columns once, each row a list of cells)", () => {
  const chunk = (columns: unknown, rows: unknown[]) => ZUploadAddRows.safeParse({ module: "school", key: "k", columns, rows });

  it("keeps the columns and each row's cells, trimmed (a row may be shorter than the columns)", () => {
    expect(chunk(["lname", "fname", "grade"], [[" Lee ", "Ann", ""], ["Kim"], []]).data).toMatchObject({
      columns: ["lname", "fname", "grade"],
      rows: [["Lee", "Ann", ""], ["Kim"], []],
    });
  });

  it("leaves rows keyed by column as they are, without columns", () => {
    const parsed = ZUploadAddRows.parse({ module: "school", key: "k", rows: [{ lname: " Lee " }] });
    expect(parsed.columns).toBeUndefined();
    expect(parsed.rows).toEqual([{ lname: "Lee" }]);
  });

  it.each([
    ["an object row", ["a"], [{ a: "1" }], M.notACellList, ["rows", 0]],
    ["more cells than columns", ["a"], [["1", "2"]], M.notACellList, ["rows", 0]],
    ["a number cell", ["a", "b"], [["1", 2]], M.cellNotText, ["rows", 0, "b"]],
    ["a cell over the limit", ["a"], [["x".repeat(UPLOAD_LIMITS.maxCellChars + 1)]], M.cellTooLong, ["rows", 0, "a"]],
    ["a column named twice", ["a", "a"], [["1"]], M.columnTwice, ["columns"]],
    ["an empty column name", ["a", ""], [["1"]], M.columnName, ["columns", 1]],
    ["too many columns", Array.from({ length: UPLOAD_LIMITS.maxColumns + 1 }, (_, i) => `c${i}`), [["1"]], M.tooManyColumns, ["columns"]],
  ])("refuses %s with its message where it is", (_name, columns, rows, message, path) => {
    expect(chunk(columns, rows).error?.issues[0]).toMatchObject({ message, path });
  });

  it("reports every bad row of a chunk at its index, not only the first", () => {
    const issues = chunk(["a"], [["ok"], [1], ["ok"], [null]]).error?.issues;
    expect(issues?.map((issue) => issue.path)).toEqual([
      ["rows", 1, "a"],
      ["rows", 3, "a"],
    ]);
  });

  it("still refuses more than a chunk of rows", () => {
    expect(chunk(["a"], Array.from({ length: UPLOAD_LIMITS.chunkRows + 1 }, () => ["x"])).success).toBe(false);
  });
});
