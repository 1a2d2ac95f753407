import { describe, expect, it } from "vitest";
import { bindNamed, namedStatement } from "./sql.ts";

describe("namedStatement", () => {
  it.each([
    ["one parameter", "SELECT :a", ["a"], "SELECT $1"],
    ["in the order of the list, not of the text", "SELECT :b, :a", ["a", "b"], "SELECT $2, $1"],
    ["a repeated name is one parameter", "SELECT :a + :a", ["a"], "SELECT $1 + $1"],
    ["casts are left alone", `SELECT :a::int, :b::"OrderSource", x::text`, ["a", "b"], `SELECT $1::int, $2::"OrderSource", x::text`],
    ["a name with digits and underscores", "WHERE id = ANY(:line_ids2::int[])", ["line_ids2"], "WHERE id = ANY($1::int[])"],
  ] as const)("%s", (_, text, params, compiled) => {
    expect(namedStatement({ text }, params).text).toBe(compiled);
  });

  it("keeps the statement's name, for a prepared statement", () => {
    expect(namedStatement({ name: "s1", text: "SELECT :a" }, ["a"])).toEqual({ name: "s1", text: "SELECT $1", params: ["a"] });
    expect(namedStatement({ text: "SELECT :a" }, ["a"])).not.toHaveProperty("name");
  });

  it("refuses a name that is not among the parameters, at module load rather than on a request", () => {
    expect(() => namedStatement({ name: "s2", text: "SELECT :a, :typo" }, ["a"])).toThrow(/:typo/);
  });

  it("binds values in the parameters' order", () => {
    const statement = namedStatement({ text: "SELECT :b, :a" }, ["a", "b"]);
    expect(bindNamed(statement, { a: 1, b: [null, "x"] })).toEqual([1, [null, "x"]]);
  });
});
