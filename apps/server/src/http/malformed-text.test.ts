import { describe, expect, it } from "vitest";
import type { Request, Response } from "express";
import { hasMalformedText, markJsonWithoutEscapes, queryHasMalformedText, refuseMalformedText } from "./malformed-text.ts";

const HIGH = "\ud800";
const LOW = "\udc00";
const PAIR = "\ud83d\ude00"; // 😀, a well-formed surrogate pair

describe("hasMalformedText", () => {
  it.each([
    ["plain text", "Lincoln High", false],
    ["an emoji (a surrogate pair)", `a${PAIR}b`, false],
    ["accents and CJK", "Zoë 学校", false],
    ["a NUL inside", "a\0b", true],
    ["only a NUL", "\0", true],
    ["a lone high surrogate", `a${HIGH}b`, true],
    ["a lone low surrogate", `a${LOW}b`, true],
    ["a high surrogate at the end", `ab${HIGH}`, true],
    ["a reversed pair", `${LOW}${HIGH}`, true],
    ["a pair followed by a lone half", `${PAIR}${HIGH}`, true],
  ])("%s", (_name, text, expected) => {
    expect(hasMalformedText(text)).toBe(expected);
  });

  it("looks inside arrays and objects, keys included", () => {
    expect(hasMalformedText({ a: [1, { b: "ok" }], c: null, d: true })).toBe(false);
    expect(hasMalformedText({ a: [1, { b: "o\0k" }] })).toBe(true);
    expect(hasMalformedText([[["x", `y${HIGH}`]]])).toBe(true);
    expect(hasMalformedText({ ["k\0"]: "v" })).toBe(true);
  });

  it("ignores numbers, booleans, null, undefined and raw buffers", () => {
    for (const value of [0, 1.5, true, null, undefined, Buffer.from([0, 0xed, 0xa0, 0x80])]) {
      expect(hasMalformedText(value)).toBe(false);
    }
  });

  it("stops walking nesting deeper than any schema accepts instead of overflowing the stack", () => {
    let deep: unknown = "a\0b";
    for (let i = 0; i < 100_000; i += 1) deep = [deep];
    expect(() => hasMalformedText(deep)).not.toThrow();
  });
});

describe("queryHasMalformedText", () => {
  const never = () => {
    throw new Error("the query should not have been parsed");
  };

  it("answers from the raw query alone when it has no backslash", () => {
    expect(queryHasMalformedText("keyword=abc&page=2", never)).toBe(false);
    expect(queryHasMalformedText("keyword=a%00b", never)).toBe(true);
    expect(queryHasMalformedText("keyword=a%00", never)).toBe(true);
  });

  it("finds NUL and lone-surrogate escapes in a JSON value (tRPC's ?input=)", () => {
    const query = (input: unknown) => ({ input: JSON.stringify(input) });
    expect(queryHasMalformedText("input=%7B%5Cu0000%7D", () => query({ term: "a\0b" }))).toBe(true);
    expect(queryHasMalformedText("input=%5Cud800", () => query({ term: `a${HIGH}` }))).toBe(true);
    expect(queryHasMalformedText("input=%5Cud83d%5Cude00", () => query({ term: PAIR }))).toBe(false);
  });

  it("does not take an escaped backslash followed by 'u0000' for a NUL", () => {
    expect(queryHasMalformedText("input=%5C%5Cu0000", () => ({ input: JSON.stringify({ term: "\\u0000" }) }))).toBe(false);
  });

  it("leaves text that is not JSON as text", () => {
    expect(queryHasMalformedText("q=%5C", () => ({ q: "{not json\\" }))).toBe(false);
  });
});

describe("JSON bodies marked clean by the parser's verify step", () => {
  /** Runs the middleware on a request whose parsed body holds a NUL (only possible here, in a test): was it refused? */
  const refusedAfter = (raw: string, encoding: string) => {
    const req = { originalUrl: "/x", body: { a: "a\0b" } } as unknown as Request;
    markJsonWithoutEscapes(req, undefined, Buffer.from(raw), encoding);
    let status = 0;
    const res = { status: (code: number) => ((status = code), { json: () => undefined }) } as unknown as Response;
    refuseMalformedText()(req, res, () => undefined);
    return status === 400;
  };

  it("skips the walk for a UTF-8 body without a \\u escape (it cannot hold such text)", () => {
    expect(refusedAfter('{"a":"ab"}', "utf-8")).toBe(false);
  });

  it("still walks a body with a \\u escape, or in another charset", () => {
    expect(refusedAfter('{"a":"a\\u0000b"}', "utf-8")).toBe(true);
    expect(refusedAfter('{"a":"ab"}', "utf-16le")).toBe(true);
  });
});
