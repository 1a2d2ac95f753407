import { describe, expect, it } from "vitest";
import { dataRowsOf, headerOf, initialMapping, readParsedFile, unevenRowNos } from "./parsed-file.ts";

const COLUMNS = [
  { key: "account", label: "Account number", required: true },
  { key: "name", label: "Account name", required: true },
  { key: "is_shared", label: "Shared" },
];
const WORDS = ["account", "name", "shared"];

describe("readParsedFile", () => {
  it("drops a title above the detected header and maps by the header's words", () => {
    const file = readParsedFile("a.csv", [["Chart 2026"], ["Name", "Account"], ["Lunch", "4100"], ["Band", "4200", "x"]], WORDS);
    expect(headerOf(file)).toEqual(["Name", "Account"]);
    expect(dataRowsOf(file)).toEqual([["Lunch", "4100"], ["Band", "4200", "x"]]);
    expect(initialMapping(file, COLUMNS)).toEqual(["name", "account"]);
    expect(unevenRowNos(file)).toEqual([2]);
  });

  it("without a header maps by position over the widest of the first rows", () => {
    const file = readParsedFile("a.csv", [["4100", "Lunch"], ["4200", "Band", "1"]], WORDS);
    expect(file.hasHeader).toBe(false);
    expect(file.width).toBe(3);
    expect(initialMapping(file, COLUMNS)).toEqual(["account", "name", "is_shared"]);
    expect(unevenRowNos(file)).toEqual([1]);
  });
});
