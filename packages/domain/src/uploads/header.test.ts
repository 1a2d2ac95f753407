import { describe, expect, it } from "vitest";
import { cellHasHeaderWord, detectHeaderRow, headerCellWords } from "./header.ts";

const SCHOOL_WORDS = ["email", "phone", "zip"];
const STUDENT_WORDS = ["grade", "name", "balance"];
const COA_WORDS = ["account", "name", "shared", "site"];

describe("headerCellWords", () => {
  it.each([
    ["E-mail", ["email"]],
    ["Zip Code", ["zip", "code"]],
    ["  mastadmin_email ", ["mastadmin", "email"]],
    ["Food Balance ($)", ["food", "balance"]],
    ["", []],
  ])("%j → %j", (cell, words) => {
    expect(headerCellWords(cell)).toEqual(words);
  });
});

describe("cellHasHeaderWord", () => {
  const words = new Set(["email", "zip"]);
  it.each([
    ["Email", true],
    ["Parent E-Mail", true],
    ["ZIP", true],
    ["Zipper", false],
    ["emails sent", false],
  ])("%j → %s", (cell, expected) => {
    expect(cellHasHeaderWord(cell, words)).toBe(expected);
  });
});

describe("detectHeaderRow", () => {
  it.each<[string, string[][], readonly string[], number | null]>([
    ["header on the first row", [["Name", "Email", "Phone", "Zip"], ["Lincoln", "a@b.c", "555", "12345"]], SCHOOL_WORDS, 0],
    [
      "a title line and a blank line above the header",
      [["Schools 2026"], [""], ["School", "Street", "Zip", "Admin Email"], ["Lincoln", "Main St", "12345", "a@b.c"]],
      SCHOOL_WORDS,
      2,
    ],
    ["no header: the file starts with data", [["Lincoln", "a@b.c", "555-1234", "12345"]], SCHOOL_WORDS, null],
    ["students by grade / name / balance", [["ID", "Last Name", "First Name", "Grade", "Food Balance"], ["1", "Doe", "Jo", "5", "1.00"]], STUDENT_WORDS, 0],
    ["accounts: a data row of numbers is never the header", [["4100", "Lunch sales", "1", "12"]], COA_WORDS, null],
    ["accounts with a header", [["account", "name", "is_shared", "site_id"], ["4100", "Lunch", "0", "3"]], COA_WORDS, 0],
    ["one matching cell is not enough when the row has more", [["Lincoln High", "Zip"], ["School", "Zip"]], ["zip", "school"], 1],
    ["a one-column file with a one-cell header", [["Group name"], ["Band"]], ["group"], 0],
    ["the row with most matches wins", [["Name", "Email", "x"], ["Name", "Email", "Zip"]], SCHOOL_WORDS.concat("name"), 1],
    ["no header words at all", [["a", "b"]], [], null],
    ["empty file", [], SCHOOL_WORDS, null],
  ])("%s", (_, rows, words, expected) => {
    expect(detectHeaderRow(rows, words)).toBe(expected);
  });

  it("looks only at the first ten rows", () => {
    const rows = [...Array.from({ length: 10 }, () => ["x", "y"]), ["Email", "Zip"]];
    expect(detectHeaderRow(rows, SCHOOL_WORDS)).toBeNull();
    expect(detectHeaderRow(rows.slice(1), SCHOOL_WORDS)).toBe(9);
  });
});
