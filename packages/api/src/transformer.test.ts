import superjson from "superjson";
import { describe, expect, it } from "vitest";
import { isPlainJson, serializeAnswer, transformer } from "./transformer.ts";

const shared = { id: 1 };
const withNullPrototype = Object.assign(Object.create(null) as Record<string, unknown>, { a: 1 });
const sparse: unknown[] = [1];
sparse[2] = 3;

/** [name, answer, plain JSON as it is] */
const cases: [string, unknown, boolean][] = [
  ["a string", "text", true],
  ["a number", 12.5, true],
  ["zero", 0, true],
  ["a boolean", false, true],
  ["null", null, true],
  ["an upload chunk's answer", { rows: [{ id: 3400001, errors: [] }, { id: 3400002, errors: ["Student Last Name cannot be empty"] }] }, true],
  ["nested arrays and objects", { a: [[1, 2], { b: { c: "d" } }], e: [] }, true],
  ["an object with a null prototype", withNullPrototype, true],
  ["an object met twice", { first: shared, second: shared }, true],
  ["undefined", undefined, false],
  ["an object with an undefined value", { a: 1, b: undefined }, false],
  ["an array with undefined", [1, undefined], false],
  ["a sparse array", sparse, false],
  ["a Date", { at: new Date("2026-11-25T01:00:00Z") }, false],
  ["a BigInt", { id: 10n }, false],
  ["NaN", { n: Number.NaN }, false],
  ["Infinity", [Number.POSITIVE_INFINITY], false],
  ["minus zero", { z: -0 }, false],
  ["a Map", new Map([["a", 1]]), false],
  ["a Set", { s: new Set([1]) }, false],
  ["a class instance", { e: new Error("boom") }, false],
  ["a RegExp", /x/, false],
  ["a function", { f: () => 1 }, false],
];

describe("answers: the shortcut past superjson's walk", () => {
  it.each(cases)("%s", (_name, answer, plain) => {
    expect(isPlainJson(answer)).toBe(plain);
    // The client reads the same thing either way.
    expect(superjson.deserialize(serializeAnswer(answer))).toEqual(superjson.deserialize(superjson.serialize(answer as never)));
    // Plain answers go as superjson would send them, byte for byte (no meta); the rest through superjson itself.
    if (plain && _name !== "an object met twice") expect(JSON.stringify(serializeAnswer(answer))).toBe(JSON.stringify(superjson.serialize(answer as never)));
    if (!plain) expect(serializeAnswer(answer)).toEqual(superjson.serialize(answer as never));
  });

  it("an object met twice goes twice (superjson would mark it shared); the client reads equal values", () => {
    expect(serializeAnswer({ first: shared, second: shared })).toEqual({ json: { first: { id: 1 }, second: { id: 1 } } });
  });

  it.each(["__proto__", "constructor", "prototype"])("a %s key is left to superjson, which refuses it", (key) => {
    const answer = JSON.parse(`{"${key}": {"a": 1}}`) as unknown;
    expect(isPlainJson(answer)).toBe(false);
    expect(() => serializeAnswer(answer)).toThrow(/prototype pollution/);
  });

  it("inputs are read in place, as superjson reads them", () => {
    const payload = { json: { rows: [["a", "b"]] }, meta: { values: {} } };
    const input = transformer.input.deserialize(payload) as { rows: string[][] };
    expect(input).toBe(payload.json);
    expect(transformer.input.deserialize(superjson.serialize({ at: new Date(0) }))).toEqual({ at: new Date(0) });
  });
});
