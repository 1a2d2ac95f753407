import { describe, expect, it } from "vitest";
import {
  duplicateKeys,
  guessMapping,
  missingRequiredKeys,
  positionalMapping,
  rowToUploadData,
  rowsAsTable,
  rowsOfTable,
  type UploadColumnSpec,
} from "./mapping.ts";

const COLUMNS: UploadColumnSpec[] = [
  { key: "account", label: "Account number", required: true, headerWords: ["account", "number", "gl"] },
  { key: "name", label: "Account name", required: true, headerWords: ["name", "label"] },
  { key: "is_shared", label: "Shared", headerWords: ["shared"] },
  { key: "site_id", label: "Site ID", headerWords: ["site"] },
];

describe("guessMapping", () => {
  it.each<[string, string[], (string | null)[]]>([
    ["keys as headers", ["account", "name", "is_shared", "site_id"], ["account", "name", "is_shared", "site_id"]],
    ["labels in another order and case", ["SITE ID", "Shared", "Account Name", "Account Number"], ["site_id", "is_shared", "name", "account"]],
    ["header words", ["GL", "Label"], ["account", "name"]],
    ["an unknown column is left out", ["account", "notes", "name"], ["account", null, "name"]],
    ["a key is guessed once: the second 'account' stays unmapped", ["account", "account"], ["account", null]],
    [
      "the exact key beats a header word of an earlier column",
      ["Account Label", "name"],
      // "Account Label" matches account and name by words; "name" matches name exactly, so it
      // keeps name and the first column takes account.
      ["account", "name"],
    ],
    ["blank headers map to nothing", ["", "  "], [null, null]],
  ])("%s", (_, headers, expected) => {
    expect(guessMapping(headers, COLUMNS)).toEqual(expected);
  });
});

describe("positionalMapping", () => {
  it.each<[number, (string | null)[]]>([
    [4, ["account", "name", "is_shared", "site_id"]],
    [2, ["account", "name"]],
    [5, ["account", "name", "is_shared", "site_id", null]],
  ])("%i columns", (count, expected) => {
    expect(positionalMapping(count, COLUMNS)).toEqual(expected);
  });
});

describe("duplicateKeys", () => {
  it.each<[(string | null)[], string[]]>([
    [["account", "name"], []],
    [["account", "account", "name"], ["account"]],
    [["name", "account", "name", "account", "name"], ["name", "account"]],
    [[null, null], []],
  ])("%j → %j", (mapping, expected) => {
    expect(duplicateKeys(mapping)).toEqual(expected);
  });
});

describe("missingRequiredKeys", () => {
  it.each<[(string | null)[], string[]]>([
    [["account", "name"], []],
    [["account", null], ["name"]],
    [["is_shared"], ["account", "name"]],
  ])("%j → %j", (mapping, expected) => {
    expect(missingRequiredKeys(mapping, COLUMNS)).toEqual(expected);
  });
});

describe("rowToUploadData", () => {
  it("keeps mapped cells by key, trimmed; short rows give empty text", () => {
    expect(rowToUploadData([" 4100 ", "Lunch", "skip me"], ["account", "name", null])).toEqual({ account: "4100", name: "Lunch" });
    expect(rowToUploadData(["4100"], ["account", "name"])).toEqual({ account: "4100", name: "" });
  });
});

describe("rowsAsTable", () => {
  it("names the mapped columns once and keeps each row's mapped cells in that order", () => {
    expect(rowsAsTable([[" 4100 ", "skip me", "Lunch"], ["4200"]], ["account", null, "name"])).toEqual({
      columns: ["account", "name"],
      rows: [
        [" 4100 ", "Lunch"],
        ["4200", ""],
      ],
    });
  });

  it("sends no cells when nothing is mapped", () => {
    expect(rowsAsTable([["a", "b"]], [null, null])).toEqual({ columns: [], rows: [[]] });
  });
});

describe("rowsOfTable", () => {
  const columns = ["account", "name", "is_shared"];
  it("makes a row object per row with every column; a short row's last cells are empty", () => {
    expect(rowsOfTable(columns, [["4100", "Lunch", ""], ["4200"]])).toEqual([
      { account: "4100", name: "Lunch", is_shared: "" },
      { account: "4200", name: "", is_shared: "" },
    ]);
  });

  it("keeps only the filled cells when asked", () => {
    expect(rowsOfTable(columns, [["4100", "", "yes"], []], { onlyFilled: true })).toEqual([{ account: "4100", is_shared: "yes" }, {}]);
  });

  it("is the inverse of rowsAsTable for mapped rows", () => {
    const table = rowsAsTable([["4100", "x", "Lunch", "no"]], ["account", null, "name", "is_shared"]);
    expect(rowsOfTable(table.columns, table.rows)).toEqual([{ account: "4100", name: "Lunch", is_shared: "no" }]);
  });
});
