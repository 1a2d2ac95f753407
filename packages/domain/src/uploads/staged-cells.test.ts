import { describe, expect, it } from "vitest";
import { cellsOfRow, rowOfCells } from "./staged-cells.ts";

const columns = ["id", "name", "grade", "email"];

describe("cellsOfRow", () => {
  it.each([
    ["every cell filled", { id: "1", name: "Ann", grade: "5", email: "a@x.test" }, ["1", "Ann", "5", "a@x.test"]],
    ["a gap stays as an empty cell", { id: "1", grade: "5" }, ["1", "", "5"]],
    ["trailing empty cells are left out", { id: "1", name: "Ann", grade: "", email: "" }, ["1", "Ann"]],
    ["an empty row is an empty list", { id: "", name: "" }, []],
    ["keys outside the columns are left out", { id: "1", other: "x" }, ["1"]],
    ["only the last column filled", { email: "a@x.test" }, ["", "", "", "a@x.test"]],
  ])("%s", (_name, row, cells) => {
    expect(cellsOfRow(columns, row)).toEqual(cells);
  });
});

describe("rowOfCells", () => {
  it.each<[string, unknown, Record<string, string>]>([
    ["cells by position, filled only", ["1", "", "5"], { id: "1", grade: "5" }],
    ["cells past the columns are ignored", ["1", "Ann", "5", "a@x.test", "extra"], { id: "1", name: "Ann", grade: "5", email: "a@x.test" }],
    ["a non-text cell is ignored", ["1", null, 5], { id: "1" }],
    ["a row keyed by column is taken as it is, empty cells left out", { id: "1", name: "", grade: "5" }, { id: "1", grade: "5" }],
    ["anything else is an empty row", "text", {}],
    ["null is an empty row", null, {}],
  ])("%s", (_name, staged, row) => {
    expect(rowOfCells(columns, staged)).toEqual(row);
  });

  it("gives back what cellsOfRow stored (filled cells)", () => {
    const row = { id: "7", email: "b@x.test" };
    expect(rowOfCells(columns, cellsOfRow(columns, row))).toEqual(row);
  });
});
