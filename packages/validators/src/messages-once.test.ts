/* eslint-disable no-restricted-imports -- a test that reads the package's own sources; never part of what validators ship */
/**
 * "A message lives in one place" (docs/product/README.md): a user-visible sentence is written
 * as a string literal once in packages/validators; a second place points at the first. This reads
 * the sources (not the values: a copy pointing at its original has the same value by design) and
 * fails on a sentence written twice.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { expect, it } from "vitest";

const SRC = path.dirname(fileURLToPath(import.meta.url));

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return entry.name.endsWith(".ts") && !entry.name.endsWith(".test.ts") ? [full] : [];
  });
}

/** A sentence: a capital, at least three words, ending in . ! or ? (what a user reads). */
const SENTENCE = /"([A-Z][^"\n]*\s[^"\n]*\s[^"\n]*[.!?])"/g;

it("no user-visible sentence is written twice in packages/validators", () => {
  const places = new Map<string, string[]>();
  for (const file of sources(SRC)) {
    // Comments quote messages too (e.g. "the message 'Your item could not be updated.'"): code only.
    const code = readFileSync(file, "utf8").replace(/\/\*[\s\S]*?\*\//g, "").replace(/^\s*\/\/.*$/gm, "");
    for (const match of code.matchAll(SENTENCE)) {
      const where = places.get(match[1]!) ?? [];
      where.push(path.relative(SRC, file));
      places.set(match[1]!, where);
    }
  }
  const twice = [...places].filter(([, where]) => where.length > 1).map(([sentence, where]) => `${sentence} (${where.join(", ")})`);
  expect(twice).toEqual([]);
});
